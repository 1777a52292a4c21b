import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { EngineRegistry } from './engine.registry';

@Module({
  imports: [ServiceConfigModule.for(TranslationConfig)],
  providers: [EngineRegistry],
  exports: [EngineRegistry],
})
export class EnginesModule {}
