import { readFileSync } from 'node:fs';
import { ConnectionOptions, credsAuthenticator, nkeyAuthenticator } from 'nats';
import { fromSeed } from 'nkeys.js';
import { NATS_RECONNECT_FOREVER } from './nats.constants';
import type { NatsSettings } from './subject-namespace';

/**
 * Inbox root of a user whose permissions the cluster writes: replies come back under it, and no
 * other user may subscribe there, so nobody reads answers meant for someone else (an API key
 * the CLI created, a webhook secret).
 */
export function privateInboxPrefix(identity: string): string {
  return `_INBOX_${identity}`;
}

/** The NKey seed of the settings: given inline, or read from a file (a mounted secret). */
function nkeySeed(settings: NatsSettings): string | undefined {
  if (settings.NATS_NKEY_SEED) return settings.NATS_NKEY_SEED;
  return settings.NATS_NKEY_SEED_FILE ? readFileSync(settings.NATS_NKEY_SEED_FILE, 'utf8').trim() : undefined;
}

/** Who the settings authenticate as: an NKey's public key, a user name, or nothing known (a creds file). */
export function natsIdentity(settings: NatsSettings): string | undefined {
  const seed = nkeySeed(settings);
  if (seed) return fromSeed(new TextEncoder().encode(seed)).getPublicKey();
  return settings.NATS_USER;
}

/**
 * The one place a NATS connection's options are built: every app, the admin CLI and the tests
 * connect through it, with the credentials (creds file, user and password, or NKey seed) and
 * TLS files from the settings (README "NATS").
 */
export function natsConnectionOptions(settings: NatsSettings, name?: string): ConnectionOptions {
  const seed = nkeySeed(settings);
  const identity = natsIdentity(settings);
  const options: ConnectionOptions = {
    servers: settings.NATS_URL.split(',').map((url) => url.trim()),
    ...NATS_RECONNECT_FOREVER,
    // nats.js gives a first connection 20 s; seven apps starting at once on a busy 2-core machine
    // were seen to need more (a dial TIMEOUT that stopped the app at boot).
    timeout: 60_000,
    // Otherwise nats.js builds two Errors (stack traces) per request, in case it times out: 4 % of
    // the gateway's CPU on a cached translation when measured. A timeout keeps its code.
    noAsyncTraces: true,
    ...(name ? { name } : {}),
    ...(identity ? { inboxPrefix: privateInboxPrefix(identity) } : {}),
  };
  if (settings.NATS_CREDS) options.authenticator = credsAuthenticator(readFileSync(settings.NATS_CREDS));
  else if (seed) {
    options.authenticator = nkeyAuthenticator(new TextEncoder().encode(seed));
  } else if (settings.NATS_USER) {
    options.user = settings.NATS_USER;
    options.pass = settings.NATS_PASSWORD ?? '';
  }
  if (settings.NATS_TLS_CA || settings.NATS_TLS_CERT) {
    options.tls = {
      ...(settings.NATS_TLS_CA ? { caFile: settings.NATS_TLS_CA } : {}),
      ...(settings.NATS_TLS_CERT ? { certFile: settings.NATS_TLS_CERT } : {}),
      ...(settings.NATS_TLS_KEY ? { keyFile: settings.NATS_TLS_KEY } : {}),
    };
  }
  return options;
}
