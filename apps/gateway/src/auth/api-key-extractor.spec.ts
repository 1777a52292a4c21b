import { extractApiKey } from './api-key-extractor';

describe('extractApiKey', () => {
  it.each([
    [{ 'x-api-key': 'tsk_abc' }, 'tsk_abc'],
    [{ 'x-api-key': '  tsk_abc \n' }, 'tsk_abc'],
    [{ authorization: 'Bearer tsk_abc' }, 'tsk_abc'],
    [{ authorization: 'bearer   tsk_abc' }, 'tsk_abc'],
    [{ authorization: 'Basic dXNlcjpwYXNz' }, null],
    [{ authorization: 'Bearer' }, null],
    [{}, null],
    [{ 'x-api-key': '', authorization: 'Bearer tsk_b' }, 'tsk_b'],
  ])('%j -> %s', (headers, expected) => {
    expect(extractApiKey(headers)).toBe(expected);
  });
});
