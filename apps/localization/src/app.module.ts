import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { LocalizationConfig } from './config/localization.config';
import { LOCALIZATION_CONFIG } from './config/localization-config.token';
import { localizationDataSourceOptions } from './database/data-source';
import { DownloadLinksService } from './downloads/download-links.service';
import { DownloadsController } from './downloads/downloads.controller';
import { SigningKeyRepository } from './downloads/signing-key.repository';
import { FilesController } from './files/files.controller';
import { FilesRepository } from './files/files.repository';
import { FilesService } from './files/files.service';
import { TablesController } from './tables/tables.controller';
import { TablesRepository } from './tables/tables.repository';
import { TablesService } from './tables/tables.service';
import { LanguagePairsClient } from './translation/language-pairs.client';
import { QuotaClient } from './translation/quota.client';
import { TableTranslator } from './translation/table-translator';
import { TranslateBatchClient } from './translation/translate-batch.client';
import { TableProcessor } from './worker/table-processor';
import { TableWorker } from './worker/table-worker';

export const config = loadConfig(LocalizationConfig);

@Module({
  imports: [
    TypeOrmModule.forRoot(localizationDataSourceOptions(config.DATABASE_URL)),
    NatsClientModule.register(config),
  ],
  controllers: [
    createHealthController('localization', Subjects.localization.health),
    FilesController,
    TablesController,
    DownloadsController,
  ],
  providers: [
    { provide: LOCALIZATION_CONFIG, useValue: config },
    FilesRepository,
    FilesService,
    TablesRepository,
    TablesService,
    SigningKeyRepository,
    DownloadLinksService,
    TranslateBatchClient,
    LanguagePairsClient,
    QuotaClient,
    TableTranslator,
    TableProcessor,
    TableWorker,
  ],
})
export class AppModule {}
