import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { TermCounterConfig } from './config/term-counter.config';
import { termCounterDataSourceOptions } from './database/data-source';

export const config = loadConfig(TermCounterConfig);

@Module({
  imports: [TypeOrmModule.forRoot(termCounterDataSourceOptions(config.DATABASE_URL)), NatsClientModule.register(config.NATS_URL)],
  controllers: [createHealthController('term-counter', Subjects.termCounter.health)],
})
export class AppModule {}
