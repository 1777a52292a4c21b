import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, NatsClientModule, ServiceConfigModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { LocalizationConfig } from './config/localization.config';
import { localizationDataSourceOptions } from './database/data-source';
import { DocumentsModule } from './documents/documents.module';
import { DownloadsModule } from './downloads/downloads.module';
import { FilesModule } from './files/files.module';
import { TablesModule } from './tables/tables.module';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ServiceConfigModule.for(LocalizationConfig)],
      inject: [LocalizationConfig],
      useFactory: (config: LocalizationConfig) => localizationDataSourceOptions(config.DATABASE_URL),
    }),
    NatsClientModule.forConfig(LocalizationConfig),
    FilesModule,
    TablesModule,
    DownloadsModule,
    DocumentsModule,
  ],
  controllers: [createHealthController('localization', Subjects.localization.health)],
})
export class AppModule {}
