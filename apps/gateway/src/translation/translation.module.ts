import { Module } from '@nestjs/common';
import { LanguagesController } from './languages.controller';
import { TranslateController } from './translate.controller';

/** REST routes of the translation service; controllers forward to its NATS subjects. */
@Module({ controllers: [TranslateController, LanguagesController], providers: [] })
export class TranslationGatewayModule {}
