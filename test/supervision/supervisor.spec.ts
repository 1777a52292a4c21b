import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/**
 * The restart policy of `npm start` (scripts/lib/supervisor.mjs), read from the log lines an
 * operator sees: which app exited, why, and when it is tried again. Real child processes stand
 * in for the apps, on a fast schedule (first 100 ms, at most 1 s).
 */
const SUPERVISOR = pathToFileURL(join(__dirname, '../../scripts/lib/supervisor.mjs')).href;

/** Runs a Supervised app whose process runs `appCode` until it has exited `exits` times; the log lines. */
async function superviseUntil(opts: { appCode: string; readyAtOnce: boolean; healthyMs: number; exits: number }) {
  const script = `
    import { spawn } from 'node:child_process';
    const { Supervised } = await import(${JSON.stringify(SUPERVISOR)});
    let exits = 0;
    const app = new Supervised({
      name: 'translation#1',
      backoff: { firstMs: 100, maxMs: 1000, healthyMs: ${opts.healthyMs} },
      launch: () => {
        const child = spawn(process.execPath, ['-e', ${JSON.stringify(opts.appCode)}]);
        child.once('exit', () => { if (++exits === ${opts.exits}) setTimeout(() => process.exit(0), 50); });
        return child;
      },
      ready: (child) => ${opts.readyAtOnce}
        ? Promise.resolve()
        : new Promise((_, reject) => child.once('exit', (code) => reject(new Error('exited with ' + code)))),
      stopTimeoutMs: 1000,
    });
    await app.start().catch(() => {});
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    timeout: 30_000,
  });
  return stdout.split('\n').filter((line) => line.includes('exited'));
}

const delays = (lines: string[]) => lines.map((line) => /restart \d+ in ([\d.]+) s/.exec(line)?.[1]);

describe('npm start supervisor', () => {
  it('says which app exited, why and when it is retried, doubling the wait while it keeps crashing', async () => {
    const lines = await superviseUntil({
      appCode: 'setTimeout(() => process.exit(3), 150)',
      readyAtOnce: true,
      healthyMs: 60_000,
      exits: 4,
    });
    expect(lines[0]).toMatch(/^\[cluster\] translation#1 exited \(exit code 3\) after [\d.]+ s; restart 1 in 0\.1 s$/);
    expect(delays(lines)).toEqual(['0.1', '0.2', '0.4', '0.8']);
  });

  it('waits the shortest time again once the app had been healthy long enough', async () => {
    const lines = await superviseUntil({
      appCode: 'setTimeout(() => process.exit(1), 400)',
      readyAtOnce: true,
      healthyMs: 200,
      exits: 3,
    });
    expect(delays(lines)).toEqual(['0.1', '0.1', '0.1']);
  });

  it('reports an app that keeps failing at start-up and retries it at the slowest pace, never spinning', async () => {
    const lines = await superviseUntil({
      appCode: 'process.exit(2)',
      readyAtOnce: false,
      healthyMs: 60_000,
      exits: 5,
    });
    expect(lines.map((line) => line.includes('keeps failing at start-up'))).toEqual([false, false, true, true, true]);
    expect(delays(lines)).toEqual(['0.1', '0.2', '1.0', '1.0', '1.0']);
  });
});
