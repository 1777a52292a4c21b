import {
  assertContextsAligned,
  batchAsFormB,
  csvPayloads,
  MAX_FILE_BYTES_OVER_NATS,
  textOfForms,
} from './translation-forms';

describe('translation forms', () => {
  it('takes the text of Form A or Form B, never both', () => {
    expect(textOfForms('a', undefined)).toBe('a');
    expect(textOfForms(undefined, 'b')).toBe('b');
    expect(textOfForms(undefined, undefined)).toBeUndefined();
    expect(() => textOfForms('a', 'b')).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });

  it('reads uploads as UTF-8 and refuses more than one NATS message holds', () => {
    expect(csvPayloads([{ originalname: 'a.csv', buffer: Buffer.from('x,é') }])).toEqual([
      { filename: 'a.csv', content: 'x,é' },
    ]);
    expect(csvPayloads([])).toBeUndefined();
    const big = { originalname: 'b.csv', buffer: Buffer.alloc(MAX_FILE_BYTES_OVER_NATS + 1) };
    expect(() => csvPayloads([big])).toThrow(expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }));
  });

  it('checks contexts against texts', () => {
    expect(() => assertContextsAligned(['a'], undefined)).not.toThrow();
    expect(() => assertContextsAligned(['a'], [null])).not.toThrow();
    expect(() => assertContextsAligned(['a', 'b'], ['x'])).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });

  it('answers Form B as strings, or fails with the first failed text', () => {
    const summary = { total: 2, successful: 2, failed: 0, total_credits: 2 };
    expect(
      batchAsFormB({
        translations: [
          { index: 0, content: 'a' },
          { index: 1, content: '' },
        ],
        batch_summary: summary,
        word_count: 2,
      }),
    ).toEqual(['a', '']);
    const failed = {
      translations: [
        { index: 0, content: 'a' },
        { index: 1, error: { code: 'ENGINE_UNAVAILABLE', message: 'down' } },
      ],
      batch_summary: summary,
      word_count: 2,
    };
    expect(() => batchAsFormB(failed)).toThrow(
      expect.objectContaining({ code: 'ENGINE_UNAVAILABLE', message: 'Text 1: down' }),
    );
  });
});
