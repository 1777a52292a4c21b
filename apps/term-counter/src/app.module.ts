import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { TermCounterConfig } from './config/term-counter.config';
import { termCounterDataSourceOptions } from './database/data-source';
import { TermCountsModule } from './term-counts/term-counts.module';

export const config = loadConfig(TermCounterConfig);

@Global()
@Module({ providers: [{ provide: TermCounterConfig, useValue: config }], exports: [TermCounterConfig] })
class TermCounterConfigModule {}

@Module({
  imports: [
    TypeOrmModule.forRoot(termCounterDataSourceOptions(config.DATABASE_URL)),
    NatsClientModule.register(config),
    TermCounterConfigModule,
    TermCountsModule,
  ],
  controllers: [createHealthController('term-counter', Subjects.termCounter.health)],
})
export class AppModule {}
