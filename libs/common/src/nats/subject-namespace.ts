import { Matches } from 'class-validator';

/**
 * Clusters that share one NATS server must never answer each other's requests: every subject a
 * cluster subscribes to or sends on lives under its namespace (NATS_SUBJECT_PREFIX). Queue groups
 * are scoped by subject in NATS, so namespacing the subjects keeps the groups apart as well.
 */
export interface NatsSettings {
  NATS_URL: string;
  /** Empty: subjects as written in libs/contracts. */
  NATS_SUBJECT_PREFIX: string;
  /** Credentials: a creds file, or an NKey seed, or a user and password (README "NATS"). */
  NATS_CREDS?: string;
  NATS_NKEY_SEED?: string;
  NATS_NKEY_SEED_FILE?: string;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
  NATS_TLS_CA?: string;
  NATS_TLS_CERT?: string;
  NATS_TLS_KEY?: string;
}

/** One or more NATS tokens of letters, digits, `_` and `-`: no wildcards, no spaces. */
const SUBJECT_PREFIX_PATTERN = /^([A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)?$/;

export function namespacedSubject(prefix: string, subject: string): string {
  return prefix ? `${prefix}.${subject}` : subject;
}

/** Config field check for NATS_SUBJECT_PREFIX. */
export const IsSubjectPrefix = () =>
  Matches(SUBJECT_PREFIX_PATTERN, {
    message: 'NATS_SUBJECT_PREFIX must be NATS tokens (letters, digits, _ and -) joined by dots',
  });
