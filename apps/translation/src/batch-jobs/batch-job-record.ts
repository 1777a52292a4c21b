import { BatchJobRecord } from '@app/contracts';
import { BatchJobEntity } from './batch-job.entity';

/** SPEC "Asynchronous batch job (Form A)": `result` only when READY, `error` only when ERROR. */
export function batchJobRecord(job: BatchJobEntity): BatchJobRecord {
  return {
    id: job.id,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    ...(job.status === 'READY' && job.result ? { result: job.result } : {}),
    ...(job.status === 'ERROR' && job.error ? { error: job.error } : {}),
    sourceLanguage: job.sourceLanguage,
    targetLanguage: job.targetLanguage,
  };
}
