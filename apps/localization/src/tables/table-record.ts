import { TableRecord, TableSummary } from '@app/contracts';
import { LocalizationTableEntity } from './localization-table.entity';

export function toSummary(table: LocalizationTableEntity): TableSummary {
  return {
    id: table.id,
    status: table.status,
    sourceLanguage: table.sourceLanguage,
    targetLanguages: table.targetLanguages,
    createdAt: table.createdAt.toISOString(),
  };
}

export function toRecord(table: LocalizationTableEntity): TableRecord {
  return {
    ...toSummary(table),
    completedAt: table.completedAt?.toISOString() ?? null,
    format: table.outputFormat,
    ...(table.status === 'failed'
      ? { error: { message: table.errorMessage ?? 'The table could not be generated' } }
      : {}),
  };
}
