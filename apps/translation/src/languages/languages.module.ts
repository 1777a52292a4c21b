import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { EnginesModule } from '../engines/engines.module';
import { LanguageDetector } from './language-detector';
import { LanguagesController } from './languages.controller';
import { LanguagesService } from './languages.service';

@Module({
  imports: [ServiceConfigModule.for(TranslationConfig), EnginesModule],
  controllers: [LanguagesController],
  providers: [
    {
      provide: LanguageDetector,
      useFactory: (config: TranslationConfig) => new LanguageDetector(config.LANGUAGE_DETECTION_DATABASE),
      inject: [TranslationConfig],
    },
    LanguagesService,
  ],
  exports: [LanguageDetector],
})
export class LanguagesModule {}
