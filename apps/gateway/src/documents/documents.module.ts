import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { GatewayConfig } from '../config/gateway.config';
import { LocalizationGatewayModule } from '../localization/localization.module';
import { DocumentDownloadsController } from './document-downloads.controller';
import { DocumentsClient } from './documents.client';
import { DocumentsController } from './documents.controller';

/** REST routes of document translation (localization service); DeepL's and LibreTranslate's document routes use its client. */
@Module({
  imports: [ServiceConfigModule.for(GatewayConfig), LocalizationGatewayModule],
  // The public download route first, so that `downloads/<token>` never reads as a document id.
  controllers: [DocumentDownloadsController, DocumentsController],
  providers: [DocumentsClient],
  exports: [DocumentsClient],
})
export class DocumentsGatewayModule {}
