import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { GatewayConfig } from '../config/gateway.config';
import { LocalizationFilesClient } from './localization-files.client';
import { LocalizationFilesController } from './localization-files.controller';
import { LocalizationTablesController } from './localization-tables.controller';
import { TableDownloadsController } from './table-downloads.controller';

/** REST routes of the localization service; controllers forward to its NATS subjects. */
@Module({
  imports: [ServiceConfigModule.for(GatewayConfig)],
  // The public download route first, so that `downloads/<token>` never reads as a table id.
  controllers: [TableDownloadsController, LocalizationFilesController, LocalizationTablesController],
  providers: [LocalizationFilesClient],
  exports: [LocalizationFilesClient],
})
export class LocalizationGatewayModule {}
