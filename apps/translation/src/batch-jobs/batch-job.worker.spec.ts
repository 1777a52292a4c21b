import { currentRequestId } from '@app/common';
import { Claim, LeaseQueue } from '@app/work-queue';
import { TranslationConfig } from '../config/translation.config';
import { TranslateBatchService } from '../translate/translate-batch.service';
import { BatchJobEntity } from './batch-job.entity';
import { BatchJobRepository } from './batch-job.repository';
import { BatchJobWorker } from './batch-job.worker';

describe('BatchJobWorker.process', () => {
  it("runs a job's work with the job's id as its request id, for its logs and glossary and metrics calls", async () => {
    const id = '66666666-6666-4666-8666-666666666666';
    const seen: (string | undefined)[] = [];
    const jobs = {
      queue: {} as LeaseQueue,
      findById: async () =>
        ({
          id,
          organizationId: 'org',
          keyId: 'key',
          sourceLanguage: 'en',
          targetLanguage: 'es',
          request: {},
        }) as BatchJobEntity,
      complete: async () => true,
    } as unknown as BatchJobRepository;
    const batch = {
      compute: async () => {
        seen.push(currentRequestId());
        return { result: { translations: [] }, usage: null };
      },
    } as unknown as TranslateBatchService;
    const worker = new BatchJobWorker(jobs, batch, new TranslationConfig());

    await worker.process({ id } as Claim);

    expect(seen).toEqual([id]);
    expect(currentRequestId()).toBeUndefined();
  });
});
