import { DomainException } from '@app/common';
import { BulkCreateTermsResponse, ErrorCode, TermResponse } from '@app/contracts';
import { Enveloped } from '../envelope/enveloped';
import { batchesOf, bulkOutcome } from './bulk-terms.forwarder';

const term = (i: number, text = `term ${i}`) => ({ definitions: ['en', 'de', 'fr'].map((language) => ({ language, term: text, definition: text })) });
const created = { id: 't' } as TermResponse;
const failure = (index: number) => ({ index, error: 'term is required', details: [{ field: 'definitions.0.term' }] });

describe('batchesOf', () => {
  it('keeps a small request in one batch', () => {
    const terms = Array.from({ length: 300 }, (_, i) => term(i));
    expect(batchesOf(terms)).toEqual([{ offset: 0, terms }]);
  });

  it('splits by count and size, keeping order and offsets', () => {
    const terms = Array.from({ length: 5_000 }, (_, i) => term(i));
    const batches = batchesOf(terms);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flatMap((b) => b.terms)).toEqual(terms);
    for (const b of batches) {
      expect(terms[b.offset]).toBe(b.terms[0]);
      expect(b.terms.length).toBeLessThanOrEqual(1_000);
      expect(Buffer.byteLength(JSON.stringify(b.terms))).toBeLessThan(512 * 1024);
    }
  });

  it('gives a huge item a batch of its own instead of dropping it', () => {
    const terms = [term(0), term(1, 'x'.repeat(600 * 1024)), term(2)];
    expect(batchesOf(terms).map((b) => b.terms.length)).toEqual([1, 1, 1]);
  });
});

describe('bulkOutcome', () => {
  const result = (successful: TermResponse[], failed: ReturnType<typeof failure>[]): BulkCreateTermsResponse => ({
    successful,
    failed,
    successCount: successful.length,
    failedCount: failed.length,
  });

  it('answers the created terms when all were created', () => {
    expect(bulkOutcome(result([created, created], []))).toEqual([created, created]);
  });

  it('answers 207 partial_success with both lists when some failed', () => {
    const outcome = bulkOutcome(result([created], [failure(1)])) as Enveloped<BulkCreateTermsResponse>;
    expect(outcome).toBeInstanceOf(Enveloped);
    expect(outcome.httpStatus).toBe(207);
    expect(outcome.status).toBe('partial_success');
    expect(outcome.data).toEqual({ successful: [created], failed: [failure(1)], successCount: 1, failedCount: 1 });
  });

  it('is a 400 with the failures in details when none was created', () => {
    let error: DomainException | undefined;
    try {
      bulkOutcome(result([], [failure(0), failure(1)]));
    } catch (e) {
      error = e as DomainException;
    }
    expect(error?.code).toBe(ErrorCode.BAD_REQUEST);
    expect(error?.details).toEqual([failure(0), failure(1)]);
  });
});
