import { Module } from '@nestjs/common';
import { LOCALIZATION_GATEWAY_CONFIG, localizationGatewayConfig } from './localization-gateway.config';
import { LocalizationFilesClient } from './localization-files.client';
import { LocalizationFilesController } from './localization-files.controller';
import { LocalizationTablesController } from './localization-tables.controller';
import { TableDownloadsController } from './table-downloads.controller';

/** REST routes of the localization service; controllers forward to its NATS subjects. */
@Module({
  // The public download route first, so that `downloads/<token>` never reads as a table id.
  controllers: [TableDownloadsController, LocalizationFilesController, LocalizationTablesController],
  providers: [{ provide: LOCALIZATION_GATEWAY_CONFIG, useValue: localizationGatewayConfig }, LocalizationFilesClient],
})
export class LocalizationGatewayModule {}
