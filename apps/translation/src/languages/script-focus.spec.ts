import { focusOn, likeliestLanguage } from './script-focus';

describe('the writing system a text is in', () => {
  it.each([
    [
      'Chinese with Latin acronyms',
      'RdRp直接介导正义基因组RNA合成反义亚基因组RNA分子。',
      'Hani',
      '直接介导正义基因组 合成反义亚基因组 分子。',
    ],
    ['Chinese with a Latin name', 'HCoV-229E的种间传播历史尚不明朗。', 'Hani', '-229 的种间传播历史尚不明朗。'],
    ['Japanese with a Latin word', '( ) をkillしますか? (y/N)', 'Hani', '( ) を しますか? ( / )'],
    ['Greek with a product name', 'Λογιστικό φύλλο Applix Spreadsheets', 'Grek', 'Λογιστικό φύλλο'],
    ['Latin with a Greek letter', 'The α-helix folds quickly', 'Latn', 'The -helix folds quickly'],
    ['Cherokee', 'ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ', 'Cher', 'ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ'],
  ])('%s', (_, text, script, sample) => {
    expect(focusOn(text)).toEqual({ script, sample });
  });

  it('has nothing to say about a text without letters', () => {
    expect(focusOn('123 456 !?')).toBeNull();
  });

  it("names a script's likeliest language", () => {
    expect(['Hani', 'Cyrl', 'Cher', 'Zyyy'].map(likeliestLanguage)).toEqual(['zh', 'ru', 'chr', null]);
  });
});
