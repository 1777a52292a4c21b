import { findTextProblems, textProblem } from './text-safety';

describe('text safety', () => {
  it.each<[string, string, RegExp | null]>([
    ['plain text', 'Hello, world', null],
    ['tabs and line breaks', 'a\tb\r\nc\n', null],
    ['an emoji (a surrogate pair)', 'ok 😀', null],
    ['NUL', 'a\u0000b', /control characters \(U\+0000 at position 1\)/],
    ['an escape', '\u001b[0m', /U\+001B/],
    ['DEL', 'x\u007f', /U\+007F/],
    ['a lone high surrogate', 'a\ud800', /lone surrogate at position 1/],
    ['a lone low surrogate', '\udc00a', /lone surrogate at position 0/],
  ])('%s', (_, text, expected) => {
    const problem = textProblem('field', text);
    if (expected) expect(problem).toMatch(expected);
    else expect(problem).toBeNull();
  });

  it('names nested fields and keys', () => {
    const body = { name: 'ok', definitions: [{ term: 'fine' }, { term: 'b\u0000ad' }], ['k\u0001']: 1 };
    expect(
      findTextProblems(body, '')
        .map((p) => p.field)
        .sort(),
    ).toEqual(['body', 'definitions[1].term']);
  });

  it('caps the length when asked', () => {
    expect(findTextProblems('x'.repeat(11), 'id', 10)).toEqual([
      { field: 'id', problems: ['id must be at most 10 characters long'] },
    ]);
  });
});
