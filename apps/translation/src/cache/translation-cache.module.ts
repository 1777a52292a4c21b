import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { TranslationCacheEntity } from './translation-cache.entity';
import { TranslationCacheRepository } from './translation-cache.repository';
import { TranslationCacheService } from './translation-cache.service';

@Module({
  imports: [ServiceConfigModule.for(TranslationConfig), TypeOrmModule.forFeature([TranslationCacheEntity])],
  providers: [TranslationCacheRepository, TranslationCacheService],
  exports: [TranslationCacheService],
})
export class TranslationCacheModule {}
