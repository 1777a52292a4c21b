import { HttpStatus, Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { AddUnitsRequest, AddUnitsResponse, CallerContext, Subjects, UnitResponse } from '@app/contracts';
import { Enveloped } from '../envelope/enveloped';
import { batchesOf } from '../glossary/bulk-terms.forwarder';
import { noUnitStored } from './memory.errors';

const BATCH_TIMEOUT_MS = 30_000;

/**
 * Forwards added units to the memory service in batches whose replies fit one NATS message
 * (the glossary's bulk batching), then answers as bulk terms do: 200 with the units, 207
 * `partial_success` when some failed, 400 with the failures when none was stored.
 */
@Injectable()
export class UnitsForwarder {
  constructor(private readonly rpc: RpcClient) {}

  async add(memoryId: string, units: unknown[], caller: CallerContext) {
    const merged: AddUnitsResponse = { successful: [], failed: [], successCount: 0, failedCount: 0 };
    for (const batch of batchesOf(units)) {
      const request: AddUnitsRequest = { memoryId, units: batch.terms, offset: batch.offset, caller };
      const answer = await this.rpc.send<AddUnitsResponse>(Subjects.memory.addUnits, request, {
        timeoutMs: BATCH_TIMEOUT_MS,
      });
      merged.successful.push(...answer.successful);
      merged.failed.push(...answer.failed);
    }
    merged.successCount = merged.successful.length;
    merged.failedCount = merged.failed.length;
    return outcome(merged);
  }
}

function outcome(result: AddUnitsResponse): UnitResponse[] | Enveloped<AddUnitsResponse> {
  if (result.failedCount === 0) return result.successful;
  if (result.successCount === 0) throw noUnitStored(result);
  return new Enveloped(result, {}, 'partial_success', HttpStatus.MULTI_STATUS);
}
