import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { GlossaryConfig } from './config/glossary.config';
import { glossaryDataSourceOptions } from './database/data-source';

export const config = loadConfig(GlossaryConfig);

@Module({
  imports: [TypeOrmModule.forRoot(glossaryDataSourceOptions(config.DATABASE_URL)), NatsClientModule.register(config.NATS_URL)],
  controllers: [createHealthController('glossary', Subjects.glossary.health)],
})
export class AppModule {}
