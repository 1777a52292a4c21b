import { Module } from '@nestjs/common';
import { TranslationGatewayModule } from '../translation/translation.module';
import { LibreTranslateApiController } from './libretranslate.controller';
import { LibreTranslateTranslator } from './libretranslate-translator';

/** LibreTranslate's API under /libretranslate (README "LibreTranslate API"), mapped onto the services /v1 uses. */
@Module({
  imports: [TranslationGatewayModule],
  controllers: [LibreTranslateApiController],
  providers: [LibreTranslateTranslator],
})
export class LibreTranslateApiModule {}
