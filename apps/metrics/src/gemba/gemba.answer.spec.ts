import { gembaScoreFromText, parseGembaAnswer } from './gemba.answer';

describe('parseGembaAnswer', () => {
  it.each([
    [{ score: 85 }, 85],
    [{ score: 72.5 }, 72.5],
    [{ score: '90' }, 90],
    [0, 0],
    [100, 100],
  ])('reads %j', (answer, score) => {
    expect(parseGembaAnswer(answer)).toEqual({ score });
  });

  it.each([
    [{ score: 120 }, /120 is outside 0-100/],
    [{ score: -1 }, /-1 is outside 0-100/],
    [{ score: 'high' }, /must be a number/],
    [{}, /must be a number/],
  ])('rejects %j', (answer, message) => {
    expect(() => parseGembaAnswer(answer)).toThrow(message);
  });
});

describe('gembaScoreFromText', () => {
  it.each([
    ['85', 85],
    ['Score: 85', 85],
    ['  92.5 ', 92.5],
    ['70/100', 70],
    ['Score: 130', 130],
  ])('reads %j', (text, score) => {
    expect(gembaScoreFromText(text)).toBe(score);
  });

  it.each(['excellent', 'between 70 and 80'])('rejects %j', (text) => {
    expect(() => gembaScoreFromText(text)).toThrow(/no single score/);
  });
});
