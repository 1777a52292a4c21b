import { Module } from '@nestjs/common';
import { GlossaryGatewayModule } from '../glossary/glossary.module';
import { TranslationGatewayModule } from '../translation/translation.module';
import { UsageGatewayModule } from '../usage/usage.module';
import { DocumentsGatewayModule } from '../documents/documents.module';
import { DeeplDocumentsController } from './deepl-documents.controller';
import { DeeplDocuments } from './deepl-documents.service';
import { DeeplGlossaries } from './deepl-glossaries.service';
import { DeeplGlossariesController } from './deepl-glossaries.controller';
import { DeeplMultilingualGlossariesController } from './deepl-multilingual-glossaries.controller';
import { DeeplTranslateController } from './deepl-translate.controller';
import { DeeplTranslator } from './deepl-translator';

/** DeepL's API under /deepl (README "DeepL API"), mapped onto the services /v1 uses. */
@Module({
  imports: [TranslationGatewayModule, GlossaryGatewayModule, UsageGatewayModule, DocumentsGatewayModule],
  controllers: [
    DeeplTranslateController,
    DeeplGlossariesController,
    DeeplMultilingualGlossariesController,
    DeeplDocumentsController,
  ],
  providers: [DeeplTranslator, DeeplGlossaries, DeeplDocuments],
})
export class DeeplApiModule {}
