import { buildDataSourceOptions } from '@app/common';
import { TranslationCacheEntity } from '../cache/translation-cache.entity';
import { UsageRecordEntity } from '../usage/usage-record.entity';
import { CreateTranslationTables1732400000000 } from './migrations/1732400000000-create-translation-tables';
import { CreateAsyncWorkTables1732500000000 } from './migrations/1732500000000-create-async-work-tables';
import { AgenticTaskEntity } from '../agentic/agentic-task.entity';
import { BatchJobEntity } from '../batch-jobs/batch-job.entity';
import { WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity';
import { UsageMonthEntity } from '../usage/usage-month.entity';
import { CreateUsageMonths1764100000000 } from './migrations/1764100000000-create-usage-months';
import { AddAgenticMemory1764400000000 } from './migrations/1764400000000-add-agentic-memory';

export const TRANSLATION_SCHEMA = 'translation';

export function translationDataSourceOptions(url: string) {
  return buildDataSourceOptions({
    schema: TRANSLATION_SCHEMA,
    url,
    entities: [
      TranslationCacheEntity,
      UsageRecordEntity,
      UsageMonthEntity,
      BatchJobEntity,
      AgenticTaskEntity,
      WebhookDeliveryEntity,
    ],
    migrations: [
      CreateTranslationTables1732400000000,
      CreateAsyncWorkTables1732500000000,
      CreateUsageMonths1764100000000,
      AddAgenticMemory1764400000000,
    ],
  });
}
