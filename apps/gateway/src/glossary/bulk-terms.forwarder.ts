import { HttpStatus, Injectable } from '@nestjs/common';
import { noTermCreated } from './glossary.errors';
import { RpcClient } from '@app/common';
import { BulkCreateTermsRequest, BulkCreateTermsResponse, CallerContext, Subjects, TermResponse } from '@app/contracts';
import { Enveloped } from '../envelope/enveloped';

/**
 * Upper bound of one batch's reply. NATS refuses messages over its max_payload (1 MiB by
 * default), and a created term comes back with ids and timestamps that the request lacks.
 */
const BATCH_REPLY_BUDGET_BYTES = 768 * 1024;
/** Keeps each transaction short: the glossary's row stays locked while a batch is written. */
const BATCH_MAX_TERMS = 1_000;
/** What a created term adds to its request text: ids, flag, timestamps (measured ~215 bytes, rounded up). */
const TERM_REPLY_OVERHEAD_BYTES = 250;
/** Per definition: caseSensitivity and two timestamps (measured ~100 bytes, rounded up). */
const DEFINITION_REPLY_OVERHEAD_BYTES = 130;
const BATCH_TIMEOUT_MS = 30_000;

/** Splits `terms` into consecutive batches whose replies fit in one NATS message. */
export function batchesOf(terms: unknown[]): { offset: number; terms: unknown[] }[] {
  const batches: { offset: number; terms: unknown[] }[] = [];
  let current: unknown[] = [];
  let bytes = 0;
  terms.forEach((term, index) => {
    const size = estimatedReplyBytes(term);
    if (current.length > 0 && (current.length >= BATCH_MAX_TERMS || bytes + size > BATCH_REPLY_BUDGET_BYTES)) {
      batches.push({ offset: index - current.length, terms: current });
      current = [];
      bytes = 0;
    }
    current.push(term);
    bytes += size;
  });
  if (current.length > 0) batches.push({ offset: terms.length - current.length, terms: current });
  return batches;
}

function estimatedReplyBytes(term: unknown): number {
  const definitions = typeof term === 'object' && term !== null && 'definitions' in term ? term.definitions : undefined;
  const count = Array.isArray(definitions) ? definitions.length : 0;
  return (
    Buffer.byteLength(JSON.stringify(term ?? null)) +
    TERM_REPLY_OVERHEAD_BYTES +
    count * DEFINITION_REPLY_OVERHEAD_BYTES
  );
}

/**
 * SPEC bulk answers: 200 with the created terms when all were created; 207 `partial_success`
 * when some were; CONTRACT: 400 with the failures in `error.details` when none was.
 */
export function bulkOutcome(result: BulkCreateTermsResponse): TermResponse[] | Enveloped<BulkCreateTermsResponse> {
  if (result.failedCount === 0) return result.successful;
  if (result.successCount === 0) {
    throw noTermCreated(result);
  }
  return new Enveloped(result, {}, 'partial_success', HttpStatus.MULTI_STATUS);
}

/**
 * Forwards a bulk create to the glossary service batch by batch (one transaction each) and
 * merges the answers. Batches go one after another: they lock the same glossary row anyway.
 * A failure of the whole glossary (404, service down) stops at that batch and is reported;
 * batches already committed stay, as the terms listing shows.
 */
@Injectable()
export class BulkTermsForwarder {
  constructor(private readonly rpc: RpcClient) {}

  async create(glossaryId: string, terms: unknown[], caller: CallerContext) {
    return bulkOutcome(await this.createAll(glossaryId, terms, caller));
  }

  /** Every batch's answer merged, before it becomes a 200, 207 or 400. */
  async createAll(glossaryId: string, terms: unknown[], caller: CallerContext): Promise<BulkCreateTermsResponse> {
    const merged: BulkCreateTermsResponse = { successful: [], failed: [], successCount: 0, failedCount: 0 };
    for (const batch of batchesOf(terms)) {
      const request: BulkCreateTermsRequest = {
        glossaryId,
        terms: batch.terms,
        offset: batch.offset,
        totalTerms: terms.length,
        caller,
      };
      const answer = await this.rpc.send<BulkCreateTermsResponse>(Subjects.glossary.bulkCreateTerms, request, {
        timeoutMs: BATCH_TIMEOUT_MS,
      });
      merged.successful.push(...answer.successful);
      merged.failed.push(...answer.failed);
    }
    merged.successCount = merged.successful.length;
    merged.failedCount = merged.failed.length;
    return merged;
  }
}
