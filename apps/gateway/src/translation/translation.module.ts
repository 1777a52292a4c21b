import { Module } from '@nestjs/common';
import { AsyncTranslationController } from './async-translation.controller';
import { LanguagesController } from './languages.controller';
import { TranslateController } from './translate.controller';
import { TranslateService } from './translate.service';
import { TextListTranslator } from './text-list-translator';

/** REST routes of the translation service; controllers forward to its NATS subjects. */
@Module({
  controllers: [TranslateController, AsyncTranslationController, LanguagesController],
  providers: [TranslateService, TextListTranslator],
  exports: [TranslateService, TextListTranslator],
})
export class TranslationGatewayModule {}
