import { parseCommandLine } from './command-line';

describe('parseCommandLine', () => {
  it('splits words and flags in any order', () => {
    expect(parseCommandLine(['key', 'create', '--org', 'acme', '--label', 'CI key'])).toEqual({
      words: ['key', 'create'],
      flags: { org: 'acme', label: 'CI key' },
    });
  });

  it('accepts --flag=value and keeps = inside values', () => {
    expect(parseCommandLine(['--password=a=b', 'user', 'create'])).toEqual({
      words: ['user', 'create'],
      flags: { password: 'a=b' },
    });
  });

  it('reads --rotate as a switch', () => {
    expect(parseCommandLine(['org', 'webhook-secret', 'acme', '--rotate']).flags).toEqual({ rotate: true });
  });

  it('refuses an unknown flag and a flag without its value, naming it', () => {
    expect(() => parseCommandLine(['key', 'list', '--organisation', 'acme'])).toThrow(/--organisation/);
    expect(() => parseCommandLine(['key', 'list', '--org'])).toThrow(/--org/);
  });
});
