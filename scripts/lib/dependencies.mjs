// Installs what the project needs on a fresh machine: npm packages and the Debian packages
// listed in every `debian-packages.txt` under apps/ and libs/.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log } from './log.mjs';
import { StartupError } from './preflight.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function ensureNodeModules() {
  const marker = join(ROOT, 'node_modules/.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install`, not `npm ci`: npm drops other platforms' optional packages (@swc/core-darwin-*)
  // from the lock file, and `npm ci` then refuses the lock as out of sync.
  log('installing npm packages');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

export function build() {
  log('building apps and libs');
  run(process.execPath, [join(ROOT, 'scripts/build.mjs')]);
}

function isInstalled(pkg) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

let aptUpdated = false;
export function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !isInstalled(p));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Debian packages missing (${missing.join(', ')}); install them as root`);
  log(`installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (!aptUpdated) run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  } catch (error) {
    throw new StartupError(
      `Installing Debian packages failed (${missing.join(' ')}): ${error.message.split('\n')[0]}. apt's own message is above. The packages come from apps/*/debian-packages.txt; check that apt can reach its mirror (apt-get update) and that each name exists (apt-cache policy <name>).`,
    );
  }
}

// Every package named in apps/<app>/debian-packages.txt and libs/<lib>/debian-packages.txt.
export function projectDebianPackages() {
  const names = new Set();
  for (const top of ['apps', 'libs']) {
    for (const entry of readdirSync(join(ROOT, top))) {
      for (const name of readPackageList(join(ROOT, top, entry, 'debian-packages.txt'))) names.add(name);
    }
  }
  return [...names];
}

// Packages only the test command needs (test/debian-packages.txt: the browser for the web app's tests).
export function testDebianPackages() {
  return readPackageList(join(ROOT, 'test', 'debian-packages.txt'));
}

// One package a line; '#' starts a comment.
function readPackageList(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
}
