import { countWords } from './word-count';

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
});
