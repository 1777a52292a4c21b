import { parseArgs } from './parse-args';

describe('parseArgs', () => {
  it('splits words and flags in any order', () => {
    expect(parseArgs(['key', 'create', '--org', 'acme', '--label', 'CI key'])).toEqual({
      words: ['key', 'create'],
      flags: { org: 'acme', label: 'CI key' },
    });
  });

  it('accepts --flag=value and keeps = inside values', () => {
    expect(parseArgs(['--password=a=b', 'user', 'create'])).toEqual({
      words: ['user', 'create'],
      flags: { password: 'a=b' },
    });
  });
});
