import { parseAnalyses } from './apertium';
import { parseHspell } from './hspell';
import { normalizeText } from '../normalize';
import { isKoreanParticleTail } from './affixes';

describe('lt-proc output', () => {
  it.each([
    ['^went/go<vblex><past>$', 'went', ['go']],
    ['^базы/база<n><f><pl><nom>/база<n><f><sg><gen>$', 'базы', ['база']],
    ['^xyzzy/*xyzzy$', 'xyzzy', null],
    ['^del/de<pr>+el<det><def><m><sg>$', 'del', null],
    ['^take/take# out<vblex><inf>$', 'take', ['take']],
  ])('%s', (output, word, lemmas) => {
    expect(parseAnalyses(output).get(word)).toEqual(lemmas);
  });
});

describe('hspell -l output', () => {
  it('reads lemmas of plain and prefixed words', () => {
    const out = 'מילה חוקית: ספרים\n\tספר(ע,ז,רבים)\nצירוף חוקי: ב+ספר\n\tספר(ע,ז,יחיד)\n';
    expect(parseHspell(out)).toEqual(
      new Map([
        ['ספרים', ['ספר']],
        ['בספר', ['ספר']],
      ]),
    );
  });
});

describe('text normalisation', () => {
  it('folds full-width and half-width forms and keeps a map to the input', () => {
    const n = normalizeText('ＡＢ ｶﾞｷﾞ ①ﬁ');
    expect(n.text).toBe('AB ガギ ①ﬁ');
    // ｶﾞ (two input units) became one character.
    expect([n.origStart[3], n.origEnd[3]]).toEqual([3, 5]);
  });

  it('composes a letter and its combining marks, mapping the result to all of them', () => {
    const n = normalizeText('Ha\u0308user 😀 cafe\u0301');
    expect(n.text).toBe('Häuser 😀 café');
    expect([n.origStart[1], n.origEnd[1]]).toEqual([1, 3]);
    expect([n.origStart[2], n.origEnd[2]]).toEqual([3, 4]);
    expect([n.origStart[13], n.origEnd[13]]).toEqual([14, 16]);
  });

  it('takes a precomposed Devanagari nukta letter as the decomposed pair it is equivalent to', () => {
    expect(normalizeText('\u095C').text).toBe('\u0921\u093C');
  });

  it('leaves composed text without width forms as it is', () => {
    const n = normalizeText('Häuser क़');
    expect(n.text).toBe('Häuser क़');
    expect(Array.from(n.origStart)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('Korean particles', () => {
  it.each([
    ['에서', '울', true],
    ['을', '울', true],
    ['를', '울', false],
    ['를', '자', true],
    ['들이', '자', true],
    ['시', '울', false],
    ['으로', '울', false],
    ['로', '울', true],
  ])('%s after %s', (tail, previous, expected) => {
    expect(isKoreanParticleTail(tail, previous)).toBe(expected);
  });
});
