import { countSegmentedWords, countWords } from './word-count';

describe('countWords', () => {
  it.each([
    ['Hello world', 2],
    ['', 0],
    ['  ...  ', 0],
    ["It's a well-known fact.", 5],
    ['我喜欢学习中文', 4],
    ['สวัสดีครับ', 2],
  ])('%j has %d words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts a long text in chunks without splitting words', () => {
    const text = 'alpha beta gamma. '.repeat(2_000);
    expect(countWords(text)).toBe(6_000);
  });

  it('counts a long Chinese text', () => {
    const text = '我喜欢学习中文。'.repeat(10_000);
    expect(countWords(text)).toBeGreaterThan(20_000);
  });

  it('counts plain ASCII text (the fast path) as the segmenter does', () => {
    // Random texts over the fast path's characters, with runs of each; a fixed seed keeps it repeatable.
    const alphabet = ['a', 'Z', 'q', '7', '0', ' ', '  ', '\t', '\n', '\r\n', '!', '?', '!?'];
    let seed = 14;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let n = 0; n < 2_000; n++) {
      const text = Array.from({ length: next() % 40 }, () => alphabet[next() % alphabet.length]).join('');
      expect([text, countWords(text)]).toEqual([text, countSegmentedWords(text)]);
    }
  });
});
