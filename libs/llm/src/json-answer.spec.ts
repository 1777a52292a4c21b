import { parseJsonAnswer } from './json-answer';

describe('parseJsonAnswer', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['  ```json\n{"a": 1}\n```  ', { a: 1 }],
    ['Here is the score: {"score": 80}. Thanks', { score: 80 }],
  ])('reads %j', (text, expected) => {
    expect(parseJsonAnswer(text)).toEqual(expected);
  });

  it.each(['', '   ', 'Score: 80', '{"a": '])('rejects %j', (text) => {
    expect(() => parseJsonAnswer(text)).toThrow();
  });
});
