import { FLUENCY_ANSWER_FORMAT, fluencyMean, parseFluencyAnswer } from './fluency.answer';

const scores = { idiomatic: 8, collocational: 7, discourse: 9, pragmatic: 6, calque: 5 };
const noIssue = {
  ...scores,
  issue_type: 'none',
  severity: null,
  problematic_phrase: null,
  suggested_fix: null,
  main_issue: null,
};
const issue = {
  ...scores,
  issue_type: 'calque',
  severity: 'minor',
  problematic_phrase: 'fait du sens',
  suggested_fix: 'est logique',
  main_issue: 'Calque of "makes sense".',
};

describe('parseFluencyAnswer', () => {
  it('computes fluency as the mean of the five dimensions, ignoring any score the model adds', () => {
    expect(parseFluencyAnswer({ ...noIssue, fluency: 10 })).toEqual({ ...noIssue, fluency: 7 });
    expect(fluencyMean({ idiomatic: 7, collocational: 7, discourse: 7, pragmatic: 8, calque: 8 })).toBe(7.4);
  });

  it('keeps the details of an issue', () => {
    expect(parseFluencyAnswer(issue)).toEqual({ ...issue, fluency: 7 });
  });

  it('normalises spelling variants of the keywords', () => {
    expect(parseFluencyAnswer({ ...issue, issue_type: 'Idiom Literal', severity: 'MAJOR' })).toMatchObject({
      issue_type: 'idiom_literal',
      severity: 'major',
    });
  });

  it('reads empty detail strings as null when there is no issue', () => {
    expect(parseFluencyAnswer({ ...noIssue, severity: '', main_issue: ' ' })).toMatchObject({
      severity: null,
      main_issue: null,
    });
  });

  it.each([
    ['a score below 1', { ...noIssue, idiomatic: 0 }, /idiomatic must be an integer from 1 to 10/],
    ['a score above 10', { ...noIssue, calque: 11 }, /calque must be an integer/],
    ['a fractional score', { ...noIssue, discourse: 7.5 }, /discourse must be an integer/],
    ['a missing score', { ...noIssue, pragmatic: undefined }, /pragmatic must be an integer/],
    ['an unknown issue type', { ...noIssue, issue_type: 'grammar' }, /issue_type must be one of/],
    ['details without an issue', { ...noIssue, severity: 'minor' }, /issue_type is none, so severity must be null/],
    [
      'an issue without details',
      { ...issue, suggested_fix: null, main_issue: null },
      /so suggested_fix, main_issue must be given/,
    ],
    ['an unknown severity', { ...issue, severity: 'huge' }, /severity must be one of/],
    ['not an object', [1, 2], /not a JSON object/],
  ])('rejects %s', (_, answer, message) => {
    expect(() => parseFluencyAnswer(answer)).toThrow(message);
  });

  it('asks for every field in a strict schema without an overall score', () => {
    const schema = FLUENCY_ANSWER_FORMAT.schema as {
      required: string[];
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required.sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.required).not.toContain('fluency');
  });
});
