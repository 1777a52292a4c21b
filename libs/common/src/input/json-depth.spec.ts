import { jsonNestsDeeperThan } from './json-depth';

describe('jsonNestsDeeperThan', () => {
  it.each<[string, string, number, boolean]>([
    ['a flat object', '{"a": "b"}', 1, false],
    ['an object in an array at the limit', '[{"a": 1}]', 2, false],
    ['one level over the limit', '[{"a": [1]}]', 2, true],
    ['brackets inside strings', '{"a": "[[[[{{{{"}', 1, false],
    ['an escaped quote inside a string', '{"a": "\\"[[["}', 1, false],
    ['siblings, not nesting', '[[1], [2], [3], [4]]', 2, false],
  ])('%s', (_, json, max, expected) => {
    expect(jsonNestsDeeperThan(json, max)).toBe(expected);
    expect(jsonNestsDeeperThan(Buffer.from(json), max)).toBe(expected);
  });

  it('answers at once for 20,000 levels', () => {
    expect(jsonNestsDeeperThan('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), 64)).toBe(true);
  });
});
