import { segmentUnits } from './segmented-document';
import { splitSentences } from './sentences';
import { parseTranslated, plainText, toRuns } from './inline-tags';

const texts = (unit: string, language = 'en') =>
  splitSentences(unit, language)
    .filter((p) => p.translate)
    .map((p) => p.text);

describe('splitSentences', () => {
  it('cuts a paragraph of two sentences into two, keeping the space between', () => {
    const pieces = splitSentences('The first one. The second one!', 'en');
    expect(pieces.map((p) => p.text).join('')).toBe('The first one. The second one!');
    expect(texts('The first one. The second one!')).toEqual(['The first one.', 'The second one!']);
  });

  it('keeps a sentence split by bold whole, tags included', () => {
    expect(texts('It is <g1>very</g1> <g2>important</g2> here. Next.')).toEqual([
      'It is <g1>very</g1> <g2>important</g2> here.',
      'Next.',
    ]);
  });

  it('does not cut where formatting spans the boundary', () => {
    expect(texts('One <g1>two. Three</g1> four.')).toEqual(['One <g1>two. Three</g1> four.']);
  });

  it('gives an opening tag to the sentence that follows it', () => {
    expect(texts('First sentence. <g1>Bold start</g1> of the second.')).toEqual([
      'First sentence.',
      '<g1>Bold start</g1> of the second.',
    ]);
  });

  it('does not translate pieces without letters', () => {
    expect(splitSentences('  42 ', 'en')).toEqual([
      { text: '  ', translate: false },
      { text: '42', translate: false },
      { text: ' ', translate: false },
    ]);
  });

  it('reads escapes as the characters they stand for', () => {
    expect(texts('Tom &amp; Jerry run. They stop.')).toEqual(['Tom &amp; Jerry run.', 'They stop.']);
  });
});

describe('segmentUnits', () => {
  it('sends each distinct sentence once and puts translations back in every unit', () => {
    const seg = segmentUnits(['Hello. Bye.', 'Bye.', ''], 'en');
    expect(seg.sentences).toEqual(['Hello.', 'Bye.']);
    expect(seg.join(['Hola.', 'Adiós.'])).toEqual(['Hola. Adiós.', 'Adiós.', '']);
  });
});

describe('parseTranslated', () => {
  it('puts back a lost standalone, closes an open group and drops invented tags', () => {
    const tokens = parseTranslated('<g1>Hola <g9>mundo</g9> y', 'Hello <x2/> <g1>world</g1>');
    expect(tokens).toEqual([
      { kind: 'open', id: 1 },
      { kind: 'text', text: 'Hola ' },
      { kind: 'text', text: 'mundo' },
      { kind: 'text', text: ' y' },
      { kind: 'close', id: 1 },
      { kind: 'standalone', id: 2 },
    ]);
  });

  it('gives flat runs with the groups around each', () => {
    expect(toRuns(parseTranslated('a <g1>b <g2>c</g2></g1>&lt;', 'a <g1>b <g2>c</g2></g1>'))).toEqual([
      { text: 'a ', groups: [] },
      { text: 'b ', groups: [1] },
      { text: 'c', groups: [1, 2] },
      { text: '<', groups: [] },
    ]);
    expect(plainText('a <g1>b</g1> &amp; c<x2/>')).toBe('a b & c');
  });
});
