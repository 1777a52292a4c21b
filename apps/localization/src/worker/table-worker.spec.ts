import { currentRequestId } from '@app/common';
import { Claim, LeaseQueue } from '@app/work-queue';
import { LocalizationConfig } from '../config/localization.config';
import { FilesService } from '../files/files.service';
import { LocalizationTableEntity } from '../tables/localization-table.entity';
import { LocalizationTableRepository } from '../tables/localization-table.repository';
import { TableProcessor } from './table-processor';
import { TableWorker } from './table-worker';

describe('TableWorker.process', () => {
  it("runs a table's work with the table's id as its request id, for its logs and translation calls", async () => {
    const id = '55555555-5555-4555-8555-555555555555';
    const seen: (string | undefined)[] = [];
    const tables = {
      queue: {} as LeaseQueue,
      findById: async () => ({ id }) as LocalizationTableEntity,
      complete: async () => true,
    } as unknown as LocalizationTableRepository;
    const processor = {
      build: async () => {
        seen.push(currentRequestId());
        return { format: 'json', content: Buffer.from('{}'), contentType: 'application/json', filename: 'a.json' };
      },
    } as unknown as TableProcessor;
    const worker = new TableWorker(tables, processor, {} as FilesService, new LocalizationConfig());

    await worker.process({ id } as Claim);

    expect(seen).toEqual([id]);
    expect(currentRequestId()).toBeUndefined();
  });
});
