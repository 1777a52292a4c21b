import { DomainException } from '@app/common';
import { BulkCreateTermsResponse, ErrorCode, TermResponse } from '@app/contracts';
import { Enveloped } from '../envelope/enveloped';
import { batchesOf, bulkOutcome } from './bulk-terms.forwarder';

const term = (i: number, text = `term ${i}`) => ({
  definitions: ['en', 'de', 'fr'].map((language) => ({ language, term: text, definition: text })),
});
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
      expect(Buffer.byteLength(JSON.stringify(b.terms))).toBeLessThan(768 * 1024);
    }
  });

  it("keeps each batch's reply (the created terms) under NATS's 1 MiB", () => {
    const now = new Date().toISOString();
    const reply = (item: ReturnType<typeof term>) => ({
      id: 'bd5a1c3e-2f6b-4d8e-9a7c-1e2f3a4b5c6d',
      glossaryId: 'bd5a1c3e-2f6b-4d8e-9a7c-1e2f3a4b5c6d',
      translationFlag: true,
      createdAt: now,
      updatedAt: now,
      definitions: item.definitions.map((d) => ({ ...d, caseSensitivity: 'capitals', createdAt: now, updatedAt: now })),
    });
    for (const text of ['t', 'a longer glossary term with a definition of some length', 'ü'.repeat(400)]) {
      const terms = Array.from({ length: 3_000 }, (_, i) => term(i, `${text} ${i}`));
      for (const batch of batchesOf(terms)) {
        const wrapped = {
          response: {
            successful: batch.terms.map((t) => reply(t as ReturnType<typeof term>)),
            failed: [],
            successCount: 0,
            failedCount: 0,
          },
          isDisposed: true,
          id: 'x',
        };
        expect(Buffer.byteLength(JSON.stringify(wrapped))).toBeLessThan(1024 * 1024);
      }
    }
  });

  it('gives a huge item a batch of its own instead of dropping it', () => {
    const terms = [term(0), term(1, 'x'.repeat(300 * 1024)), term(2)];
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
