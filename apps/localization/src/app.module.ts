import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { LocalizationConfig } from './config/localization.config';
import { localizationDataSourceOptions } from './database/data-source';

export const config = loadConfig(LocalizationConfig);

@Module({
  imports: [TypeOrmModule.forRoot(localizationDataSourceOptions(config.DATABASE_URL)), NatsClientModule.register(config.NATS_URL)],
  controllers: [createHealthController('localization', Subjects.localization.health)],
})
export class AppModule {}
