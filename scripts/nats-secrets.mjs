// `npm run nats:secrets -- k8s [--tls]` writes the Kubernetes Secrets of the NATS trust boundary
// (README "NATS") to .data/k8s-nats-auth/nats-auth.yaml: `nats-server-config` (the server's
// configuration: users' public keys and permissions) and `nats-credentials` (one NKey seed per
// user), in the shape of k8s/nats-auth.yaml, whose placeholders they replace. `npm run nats:secrets -- compose` writes the same for
// docker-compose.yml under .data/compose-nats/. The keys are kept in .data/<target>-nats-auth/
// (mode 600), so running it again renders the same keys; delete that folder to rotate them all.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { build, ensureNodeModules, ROOT } from './lib/dependencies.mjs';

const [target, ...flags] = process.argv.slice(2);
if (target !== 'k8s' && target !== 'compose') {
  console.error('usage: npm run nats:secrets -- k8s [--tls] | compose');
  process.exit(2);
}
ensureNodeModules();
build();
const { ensureNatsUserKeys, natsUsersModule } = await import('./lib/nats.mjs');
const natsUsers = natsUsersModule();

const keys = ensureNatsUserKeys(join(ROOT, '.data', `${target}-nats-auth`, 'users.json'));
// `test` exists only on the servers `npm test` starts.
const users = natsUsers.NatsUsers.filter((user) => user !== 'test');
const publicKeys = Object.fromEntries(users.map((user) => [user, keys[user].publicKey]));
// Certificates from a Secret `nats-tls` (cert-manager's tls.crt, tls.key, ca.crt), mounted at /etc/nats/tls.
const tls = flags.includes('--tls')
  ? {
      tls: {
        cert_file: '/etc/nats/tls/tls.crt',
        key_file: '/etc/nats/tls/tls.key',
        ca_file: '/etc/nats/tls/ca.crt',
        verify: true,
      },
    }
  : {};
const config = natsUsers.natsServerConfig({
  listen: '0.0.0.0:4222',
  storeDir: target === 'k8s' ? '/data/jetstream' : '/data',
  subjectPrefix: '',
  users: publicKeys,
  extra: tls,
});

if (target === 'k8s') {
  const secret = (name, stringData) => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: {
      name,
      namespace: 'translation-service',
      labels: { 'app.kubernetes.io/part-of': 'translation-service' },
    },
    type: 'Opaque',
    stringData,
  });
  const seeds = Object.fromEntries(users.map((user) => [user, keys[user].seed]));
  const file = join(ROOT, '.data', 'k8s-nats-auth', 'nats-auth.yaml');
  const docs = [secret('nats-server-config', { 'nats-server.conf': config }), secret('nats-credentials', seeds)];
  writeFileSync(file, docs.map((doc) => stringify(doc)).join('---\n'), { mode: 0o600 });
  console.log(`NATS Secrets written to ${file}: kubectl apply -f ${file}`);
} else {
  const dir = join(ROOT, '.data', 'compose-nats');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // Readable inside the containers (they run as another user); the folder keeps others out on the host.
  writeFileSync(join(dir, 'nats-server.conf'), config, { mode: 0o644 });
  for (const user of users) writeFileSync(join(dir, `${user}.seed`), `${keys[user].seed}\n`, { mode: 0o644 });
  console.log(`NATS configuration and seeds written to ${dir}`);
}
