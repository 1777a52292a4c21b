import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from 'nkeys.js';
import { natsConnectionOptions, natsIdentity, privateInboxPrefix } from './connection-options';

describe('natsConnectionOptions', () => {
  const pair = createUser();
  const seed = new TextDecoder().decode(pair.getSeed());
  const base = { NATS_URL: 'nats://a:4222, nats://b:4222', NATS_SUBJECT_PREFIX: '' };

  it('reads the NKey seed from NATS_NKEY_SEED_FILE (a mounted secret) as from NATS_NKEY_SEED', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nats-seed-')), 'seed');
    writeFileSync(file, `${seed}\n`);
    const fromFile = natsConnectionOptions({ ...base, NATS_NKEY_SEED_FILE: file });
    expect(natsIdentity({ ...base, NATS_NKEY_SEED_FILE: file })).toBe(pair.getPublicKey());
    expect(fromFile.authenticator).toEqual(expect.any(Function));
    expect(fromFile.inboxPrefix).toBe(privateInboxPrefix(pair.getPublicKey()));
    expect(fromFile.servers).toEqual(['nats://a:4222', 'nats://b:4222']);
    expect(natsConnectionOptions({ ...base, NATS_NKEY_SEED: seed }).inboxPrefix).toBe(fromFile.inboxPrefix);
  });

  it('connects anonymously only when no credentials are set (the server then refuses it)', () => {
    const options = natsConnectionOptions(base);
    expect(options.authenticator).toBeUndefined();
    expect(options.inboxPrefix).toBeUndefined();
  });
});
