import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { LocalizationConfig } from '../config/localization.config';
import { ExternalWorkClient } from './external-work.client';
import { MemoryClient } from './memory.client';
import { LanguagePairsClient } from './language-pairs.client';
import { QuotaClient } from './quota.client';
import { TableTranslator } from './table-translator';
import { TranslateBatchClient } from './translate-batch.client';

/** What the translation service is asked: pairs, quota and the texts of a table. */
@Module({
  imports: [ServiceConfigModule.for(LocalizationConfig)],
  providers: [
    TranslateBatchClient,
    LanguagePairsClient,
    QuotaClient,
    TableTranslator,
    ExternalWorkClient,
    MemoryClient,
  ],
  exports: [LanguagePairsClient, QuotaClient, TableTranslator, TranslateBatchClient, ExternalWorkClient, MemoryClient],
})
export class TranslationModule {}
