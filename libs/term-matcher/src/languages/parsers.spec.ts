import { parseAnalyses } from './apertium';
import { parseHspell } from './hspell';
import { foldWidth } from '../normalize';
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
    expect(parseHspell(out)).toEqual(new Map([['ספרים', ['ספר']], ['בספר', ['ספר']]]));
  });
});

describe('width folding', () => {
  it('folds full-width and half-width forms and keeps a map to the input', () => {
    const n = foldWidth('ＡＢ ｶﾞｷﾞ ①ﬁ');
    expect(n.text).toBe('AB ガギ ①ﬁ');
    // ｶﾞ (two input units) became one character.
    expect([n.origStart[3], n.origEnd[3]]).toEqual([3, 5]);
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
