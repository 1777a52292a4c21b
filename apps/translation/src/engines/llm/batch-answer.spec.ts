import { batchSchema, parseBatchAnswer, toFluencyScores } from './batch-answer';

describe('batch answer', () => {
  it('is a strict schema with every property required', () => {
    const { schema } = batchSchema(true) as { schema: any };
    const item = schema.properties.translations.items;
    expect(item.required).toEqual(['index', 'translation', 'fluency']);
    expect(item.additionalProperties).toBe(false);
    expect(item.properties.fluency.required).toHaveLength(10);
  });

  it('keeps usable entries and leaves out missing, duplicated, out-of-range and empty ones', () => {
    const answer = parseBatchAnswer(
      {
        translations: [
          { index: 0, translation: 'a' },
          { index: 0, translation: 'again' },
          { index: 5, translation: 'out of range' },
          { index: 2, translation: '  ' },
          { index: 1.5, translation: 'x' },
        ],
      },
      3,
      false,
    );
    expect([...answer.entries()]).toEqual([[0, { translation: 'a', fluency: undefined }]]);
  });

  it.each([[{}], [{ translations: 'no' }], [{ translations: [] }], [null]])('refuses %j', (value) => {
    expect(() => parseBatchAnswer(value, 2, false)).toThrow();
  });

  it('computes fluency as the mean of the five dimensions and nulls issue fields without an issue', () => {
    const scores = toFluencyScores({
      idiomatic: 8,
      collocational: 6,
      discourse: 10,
      pragmatic: 7,
      calque: 9,
      issue_type: 'none',
      severity: 'minor',
      problematic_phrase: 'x',
      suggested_fix: 'y',
      main_issue: 'z',
    });
    expect(scores).toEqual({
      fluency: 8,
      idiomatic: 8,
      collocational: 6,
      discourse: 10,
      pragmatic: 7,
      calque: 9,
      issue_type: 'none',
      severity: null,
      problematic_phrase: null,
      suggested_fix: null,
      main_issue: null,
    });
    expect(toFluencyScores({ idiomatic: 11 })).toBeUndefined();
  });
});
