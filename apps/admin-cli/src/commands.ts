import {
  ApiKeyResponse,
  CreatedKeyResponse,
  OrganizationPlanResponse,
  OrganizationResponse,
  Subjects,
  UserResponse,
  WebhookSecretResponse,
} from '@app/contracts';
import type { CommandFlags } from './command-line';

export interface Command {
  usage: string;
  /** The subject to call, or a choice of subject by the flags given. */
  subject: string | ((flags: CommandFlags) => string);
  /** Builds the request from the parsed words and flags; throws with the usage line when something is missing. */
  request(words: string[], flags: CommandFlags): object;
  /**
   * The value the command prints last (the one a script captures). Each command names its
   * subject's response type from libs/contracts (a method signature, so it may narrow `unknown`).
   */
  result(answer: unknown): string;
}

function required(flags: CommandFlags, name: Exclude<keyof CommandFlags, 'rotate'>, usage: string): string {
  const value = flags[name];
  if (!value) throw new Error(`missing --${name}\nusage: ${usage}`);
  return value;
}

export const Commands: Record<string, Command> = {
  'org create': {
    usage: 'org create <name>',
    subject: Subjects.auth.createOrganization,
    request: (words) => {
      if (!words[2]) throw new Error('missing <name>\nusage: org create <name>');
      return { name: words.slice(2).join(' ') };
    },
    result: (org: OrganizationResponse) => org.id,
  },
  'org webhook-secret': {
    usage: 'org webhook-secret <name-or-id> [--rotate]',
    subject: (flags) => (flags.rotate ? Subjects.auth.rotateWebhookSecret : Subjects.auth.getWebhookSecret),
    request: (words) => {
      if (!words[2]) throw new Error('missing <name-or-id>\nusage: org webhook-secret <name-or-id> [--rotate]');
      return { org: words.slice(2).join(' ') };
    },
    result: (answer: WebhookSecretResponse) => answer.secret,
  },
  'org plan': {
    usage: 'org plan <name-or-id> <plan>',
    subject: Subjects.auth.setOrganizationPlan,
    request: (words) => {
      // The plan is the last word, so an organization name may hold spaces, as with `org create`.
      if (words.length < 4) throw new Error('missing <name-or-id> or <plan>\nusage: org plan <name-or-id> <plan>');
      return { org: words.slice(2, -1).join(' '), plan: words[words.length - 1] };
    },
    result: (answer: OrganizationPlanResponse) => answer.plan.name,
  },
  'key create': {
    usage: 'key create --org <name-or-id> --label <label>',
    subject: Subjects.auth.createKey,
    request: (_, f) => ({
      org: required(f, 'org', Commands['key create'].usage),
      label: required(f, 'label', Commands['key create'].usage),
    }),
    result: (key: CreatedKeyResponse) => key.key,
  },
  'key list': {
    usage: 'key list --org <name-or-id>',
    subject: Subjects.auth.listKeys,
    request: (_, f) => ({ org: required(f, 'org', Commands['key list'].usage) }),
    result: (keys: ApiKeyResponse[]) =>
      keys
        .map((k) =>
          [
            k.id,
            k.maskedKey,
            k.label,
            k.createdAt,
            k.createdBy ?? '-',
            k.revokedAt ? `revoked ${k.revokedAt}` : 'active',
          ].join('\t'),
        )
        .join('\n'),
  },
  'key revoke': {
    usage: 'key revoke <keyId>',
    subject: Subjects.auth.revokeKey,
    request: (words) => {
      if (!words[2]) throw new Error('missing <keyId>\nusage: key revoke <keyId>');
      return { keyId: words[2] };
    },
    result: (key: ApiKeyResponse) => key.id,
  },
  'user create': {
    usage: 'user create --org <name-or-id> --email <e> --password <p> --role owner|admin|member',
    subject: Subjects.auth.createUser,
    request: (_, f) => {
      const usage = Commands['user create'].usage;
      return {
        org: required(f, 'org', usage),
        email: required(f, 'email', usage),
        password: required(f, 'password', usage),
        role: required(f, 'role', usage),
      };
    },
    result: (user: UserResponse) => user.id,
  },
};

/** The command named by the first two words, if there is one (own keys only: not `constructor`). */
export function findCommand(words: string[]): Command | undefined {
  const name = words.slice(0, 2).join(' ');
  return Object.hasOwn(Commands, name) ? Commands[name] : undefined;
}
