import { count, found } from './test/helpers';

jest.setTimeout(60_000);

describe('Japanese (rules 9 and 10)', () => {
  it('counts conjugated forms of the same spelling', async () => {
    expect(await found([['t', 'ja', '食べる']], 'ja', '昨日りんごを食べた。毎日食べる。')).toEqual([
      '食べた inflected',
      '食べる exact',
    ]);
    expect(await found([['t', 'ja', '高い']], 'ja', 'この山は高かった。')).toEqual(['高かった inflected']);
  });

  it('counts conjugated forms of する verbs, whose する changes whole', async () => {
    expect(await found([['t', 'ja', '勉強する']], 'ja', '昨日は勉強した。毎日勉強します。')).toEqual([
      '勉強した inflected',
      '勉強します inflected',
    ]);
  });

  it('lists spellings with some kanji written in kana as variants', async () => {
    const specs: [string, string, string][] = [
      ['child', 'en', 'child'],
      ['child', 'ja', '子供'],
      ['apple', 'en', 'apple'],
      ['apple', 'ja', '林檎'],
    ];
    const r = await count(specs, 'en', 'The child eats an apple.', {
      language: 'ja',
      text: '子どもがりんごを食べる。',
    });
    const byId = Object.fromEntries(r.terms!.map((t) => [t.termId, t]));
    expect(byId.child.targetSpellingVariants).toEqual([{ text: '子ども', start: 0, end: 3 }]);
    expect(byId.apple.targetSpellingVariants).toEqual([{ text: 'りんご', start: 4, end: 7 }]);
    expect(r.target!.count).toBe(0);
  });

  it('does not count other spellings and lists them on the target side', async () => {
    const specs: [string, string, string][] = [
      ['move', 'en', 'move'],
      ['move', 'ja', '引っ越し'],
      ['pc', 'en', 'computer'],
      ['pc', 'ja', 'コンピューター'],
      ['chance', 'en', 'opportunity'],
      ['chance', 'ja', '機会'],
    ];
    const r = await count(specs, 'en', 'The move, the computer and the opportunity.', {
      language: 'ja',
      text: '引越しの日にコンピュータとコンピューターを運んだ。機械がある。',
    });
    expect(r.target!.count).toBe(1);
    const byId = Object.fromEntries(r.terms!.map((t) => [t.termId, t]));
    expect(byId.move.targetSpellingVariants).toEqual([{ text: '引越し', start: 0, end: 3 }]);
    expect(byId.move.targetCount).toBe(0);
    expect(byId.pc.targetSpellingVariants).toEqual([{ text: 'コンピュータ', start: 6, end: 12 }]);
    expect(byId.pc.targetCount).toBe(1);
    // A homophone written with other kanji (機械 for 機会) is not a variant.
    expect(byId.chance.targetSpellingVariants).toEqual([]);
  });

  it('reports a term inside a longer word as ambiguous', async () => {
    expect(await found([['t', 'ja', '日本']], 'ja', '日本語を話す')).toEqual(['日本 ?segmentation_boundary']);
    expect(await found([['t', 'ja', '東京']], 'ja', '東京都に住む')).toEqual(['東京 exact']);
  });
});
