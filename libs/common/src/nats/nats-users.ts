import { API_SUBJECTS_WILDCARD, Events, GLOSSARY_SNAPSHOT_BUCKET, Subjects } from '@app/contracts';
import { createUser } from 'nkeys.js';
import { RATE_LIMIT_BUCKET } from '../limits/rate-limit-bucket';
import { privateInboxPrefix } from './connection-options';
import { namespacedBucket } from './object-store';
import { namespacedSubject } from './subject-namespace';

/** The cluster's apps: each connects to NATS as a user of its own. */
export const NatsAppUsers = [
  'gateway',
  'auth',
  'glossary',
  'term-counter',
  'translation',
  'metrics',
  'localization',
  'memory',
] as const;
/**
 * Every user the cluster's own NATS server knows: the apps, `admin` (the CLI), `integration`
 * (other services, `api.v1.>` only) and `test` (the test command's own clients, unrestricted;
 * it exists only on the servers the test command starts).
 */
export const NatsUsers = [...NatsAppUsers, 'admin', 'integration', 'test'] as const;
export type NatsUser = (typeof NatsUsers)[number];

/** A user's NKey: the seed is given to that user alone, the server holds only the public key. */
export interface NatsUserKey {
  seed: string;
  publicKey: string;
}
export type NatsUserKeys = Record<NatsUser, NatsUserKey>;

export function generateNatsUserKeys(): NatsUserKeys {
  const entries = NatsUsers.map((user) => {
    const pair = createUser();
    return [user, { seed: new TextDecoder().decode(pair.getSeed()), publicKey: pair.getPublicKey() }];
  });
  return Object.fromEntries(entries) as NatsUserKeys;
}

/** Subjects of a part of libs/contracts, as a list. */
const all = (group: Record<string, string>): string[] => Object.values(group);

/** Documents' work on the translation service: uncharged batches and the settlement that charges them once. */
const LOCALIZATION_ONLY: string[] = [
  Subjects.translation.translateBatchUncharged,
  Subjects.translation.settleWork,
  Subjects.translation.checkBatch,
];

/** Org administration (organizations, users, plans): only the CLI's user, the auth service that answers, and the gateway's web app for keys and secrets. */
const ADMIN_ONLY: string[] = [
  Subjects.auth.createOrganization,
  Subjects.auth.createUser,
  Subjects.auth.setOrganizationPlan,
];
const ADMIN_CLI = [
  ...ADMIN_ONLY,
  Subjects.auth.createKey,
  Subjects.auth.listKeys,
  Subjects.auth.revokeKey,
  Subjects.auth.getWebhookSecret,
  Subjects.auth.rotateWebhookSecret,
];

/** What an app may do, in subjects as libs/contracts writes them (the namespace is added when rendered). */
interface Grant {
  subscribe: string[];
  publish: string[];
  /** Answers requests: may publish to the reply subject of a request it received, once. */
  replies: boolean;
  /** JetStream object store of glossary snapshots: the writer, or a reader that cannot purge or delete. */
  snapshots?: 'write' | 'read';
  /** JetStream key-value buckets it reads and writes (names before the namespace). */
  keyValue?: string[];
}

/**
 * Least privilege, written once for every NATS server the cluster runs on (npm start, npm test,
 * compose and Kubernetes render it). A message that carries a `caller` is believed because only
 * the gateway, which checked the API key, may send it; the few services that pass a caller on
 * for work the gateway started may send exactly those subjects and no others (README "NATS").
 */
export const NATS_GRANTS: Record<Exclude<NatsUser, 'test' | 'integration'>, Grant> = {
  gateway: {
    subscribe: [API_SUBJECTS_WILDCARD, Events.auth.keyRevoked, Events.auth.planChanged],
    publish: [
      ...all(Subjects.auth).filter((s) => !ADMIN_ONLY.includes(s)),
      ...all(Subjects.glossary),
      ...all(Subjects.termCounter),
      ...all(Subjects.translation).filter((s) => !LOCALIZATION_ONLY.includes(s)),
      ...all(Subjects.metrics),
      ...all(Subjects.localization),
      ...all(Subjects.documents),
      ...all(Subjects.memory),
    ],
    replies: true,
    // The per-key request counts that every gateway replica shares (README "Plans, quotas and limits").
    keyValue: [RATE_LIMIT_BUCKET],
  },
  auth: { subscribe: ['auth.>'], publish: [Events.auth.keyRevoked, Events.auth.planChanged], replies: true },
  glossary: { subscribe: ['glossary.>'], publish: [Events.glossary.changed], replies: true, snapshots: 'write' },
  'term-counter': {
    subscribe: ['term-counter.>', Events.glossary.changed, Events.termMatcher.wordsAnalysed],
    publish: [Subjects.glossary.getSnapshot, Events.termMatcher.wordsAnalysed],
    replies: true,
    snapshots: 'read',
  },
  translation: {
    subscribe: ['translation.>', Events.glossary.changed, Events.auth.planChanged, Events.termMatcher.wordsAnalysed],
    publish: [
      Events.termMatcher.wordsAnalysed,
      Subjects.auth.getOrganizationPlan,
      Subjects.glossary.getSnapshot,
      Subjects.metrics.fluency,
      Subjects.metrics.fluencyBatch,
      Subjects.auth.getWebhookSecret,
      Subjects.memory.matchTexts,
    ],
    replies: true,
    snapshots: 'read',
  },
  metrics: { subscribe: ['metrics.>'], publish: [], replies: true },
  localization: {
    subscribe: ['localization.>'],
    publish: [
      Subjects.translation.listLanguages,
      Subjects.translation.translateBatch,
      Subjects.translation.checkQuota,
      Subjects.translation.detectLanguage,
      Subjects.termCounter.count,
      Subjects.memory.getMemory,
      ...LOCALIZATION_ONLY,
    ],
    replies: true,
  },
  memory: { subscribe: ['memory.>'], publish: [], replies: true },
  admin: { subscribe: [], publish: ADMIN_CLI, replies: false },
};

/**
 * JetStream API subjects to open and read one bucket's stream (`*`: any stream). Opening creates
 * the bucket when missing, so readers and writers may start in any order.
 */
function streamSubjects(stream: string): string[] {
  return [
    '$JS.API.INFO',
    '$JS.API.STREAM.NAMES',
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.STREAM.CREATE.${stream}`,
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}.>`,
  ];
}

/** Object-store subjects of one bucket (`OBJ_<bucket>` is its stream); chunks are read through a consumer. */
function snapshotSubjects(bucket: string, access: 'write' | 'read'): string[] {
  const stream = bucket === '*' ? '*' : `OBJ_${bucket}`;
  const read = [
    ...streamSubjects(stream),
    `$JS.API.CONSUMER.*.${stream}`,
    `$JS.API.CONSUMER.*.${stream}.>`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
    `$JS.FC.${stream}.>`,
    `$JS.ACK.${stream}.>`,
  ];
  if (access === 'read') return read;
  return [...read, `$JS.API.STREAM.*.${stream}`, `$O.${bucket}.>`];
}

/** Key-value subjects of one bucket (`KV_<bucket>` is its stream). */
function keyValueSubjects(bucket: string): string[] {
  return [...streamSubjects(bucket === '*' ? '*' : `KV_${bucket}`), `$KV.${bucket}.>`];
}

export interface NatsPermissions {
  publish: { allow?: string[]; deny?: string[] };
  subscribe: { allow?: string[]; deny?: string[] };
  allow_responses?: boolean;
}

/**
 * A user's permissions under the subject namespace `prefix`. The test command's servers pass
 * `*` (any one-token namespace), since its tests start second clusters under namespaces of
 * their own; JetStream is then open to every snapshot bucket.
 */
export function natsPermissions(user: NatsUser, prefix: string, publicKey: string): NatsPermissions {
  const ns = (subject: string) => namespacedSubject(prefix, subject);
  const inbox = `${privateInboxPrefix(publicKey)}.>`;
  // No allow_responses: `>` already lets it reply, and nats-server (2.9) then never marks a tracked
  // reply as sent, so past 4,096 requests in two minutes it rescans the whole reply map on every
  // message it delivers to this user (4x its CPU per request, half the bench floor's throughput).
  if (user === 'test') return { publish: { allow: ['>'] }, subscribe: { allow: ['>'] } };
  // Other services' own clients keep nats.js's default inbox, so the nats CLI works unchanged.
  if (user === 'integration')
    return { publish: { allow: [ns(API_SUBJECTS_WILDCARD)] }, subscribe: { allow: ['_INBOX.>'] } };
  const grant = NATS_GRANTS[user];
  const bucket = prefix === '*' ? '*' : namespacedBucket(prefix, GLOSSARY_SNAPSHOT_BUCKET);
  const keyValue = (grant.keyValue ?? []).flatMap((name) =>
    keyValueSubjects(prefix === '*' ? '*' : namespacedBucket(prefix, name)),
  );
  const publish = [
    ...grant.publish.map(ns),
    ...(grant.snapshots ? snapshotSubjects(bucket, grant.snapshots) : []),
    ...keyValue,
  ];
  return {
    publish: publish.length ? { allow: publish } : { deny: ['>'] },
    subscribe: { allow: [...grant.subscribe.map(ns), inbox] },
    ...(grant.replies ? { allow_responses: true } : {}),
  };
}

export interface NatsServerConfigOptions {
  /** `host:port` the server listens on. */
  listen: string;
  storeDir: string;
  /** The namespace the permissions are written for (`*` for any one-token namespace). */
  subjectPrefix: string;
  /** Public keys of the users the server accepts. */
  users: Partial<Record<NatsUser, string>>;
  /** Extra top-level settings (a monitoring port, TLS). */
  extra?: Record<string, unknown>;
}

/**
 * A nats-server configuration (NATS's config format reads JSON): JetStream on, every user an
 * NKey with its permissions, and no `no_auth_user`, so anonymous connections are refused.
 */
export function natsServerConfig(options: NatsServerConfigOptions): string {
  const users = Object.entries(options.users).map(([user, publicKey]) => ({
    nkey: publicKey,
    permissions: natsPermissions(user as NatsUser, options.subjectPrefix, publicKey),
  }));
  const config = {
    listen: options.listen,
    jetstream: { store_dir: options.storeDir },
    authorization: { users },
    ...options.extra,
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
