import { parseArgs } from 'node:util';

/** Every flag of every command (commands.ts): values but `--rotate`. */
const FLAGS = {
  org: { type: 'string' },
  label: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  rotate: { type: 'boolean' },
} as const;

export type CommandFlags = ReturnType<typeof parseCommandLine>['flags'];

/**
 * `key create --org acme --label CI` -> {words: ['key', 'create'], flags: {org: 'acme', label: 'CI'}}.
 * node:util's parseArgs, strict: an unknown flag, or one without its value, throws with a message
 * that names it (a value that starts with `-` is written `--password=-x`).
 */
export function parseCommandLine(argv: string[]) {
  const { positionals, values } = parseArgs({ args: argv, options: FLAGS, allowPositionals: true, strict: true });
  return { words: positionals, flags: values };
}
