import { Module } from '@nestjs/common';
import { DocumentsGatewayModule } from '../documents/documents.module';
import { TranslationGatewayModule } from '../translation/translation.module';
import { LibreTranslateFiles } from './libretranslate-files';
import { LibreTranslateApiController } from './libretranslate.controller';
import { LibreTranslateTranslator } from './libretranslate-translator';

/** LibreTranslate's API under /libretranslate (README "LibreTranslate API"), mapped onto the services /v1 uses. */
@Module({
  imports: [TranslationGatewayModule, DocumentsGatewayModule],
  controllers: [LibreTranslateApiController],
  providers: [LibreTranslateTranslator, LibreTranslateFiles],
})
export class LibreTranslateApiModule {}
