/** `key create --org acme --label CI` -> { words: ['key','create'], flags: {org:'acme', label:'CI'} } */
export function parseArgs(argv: string[]): { words: string[]; flags: Record<string, string> } {
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      // `--name=value` splits in two; a bare `--name` gives one part.
      const [name, ...inline] = arg.slice(2).split(/=(.*)/s, 2);
      if (inline.length > 0) flags[name] = inline[0];
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags[name] = argv[++i];
      else flags[name] = 'true';
    } else {
      words.push(arg);
    }
  }
  return { words, flags };
}
