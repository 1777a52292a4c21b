// Keeps one app process alive under `npm start`: restarts it when it exits unexpectedly, with
// exponential backoff, and stops it on request with a grace period (docs in README "Running on
// one machine").
import { log } from './log.mjs';

export const BACKOFF = { firstMs: 500, maxMs: 30_000, healthyMs: 60_000 };
/** Failures in a row, none of them reaching readiness, after which the app is reported as crash-looping. */
const CRASH_LOOP = 3;

/** The wait before the next start: doubling from firstMs to maxMs, back to firstMs after a healthy run. */
export function nextDelay(previousMs, ranHealthyMs, backoff = BACKOFF) {
  if (previousMs === 0 || ranHealthyMs >= backoff.healthyMs) return backoff.firstMs;
  return Math.min(previousMs * 2, backoff.maxMs);
}

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

export class Supervised {
  /**
   * @param {object} spec
   * @param {string} spec.name        e.g. `translation#2`
   * @param {() => import('node:child_process').ChildProcess} spec.launch  starts one process
   * @param {(child) => Promise<void>} spec.ready   resolves when the process answers its probe
   * @param {number} spec.stopTimeoutMs             SIGKILL after this long without an exit
   * @param {() => void} [spec.onChange]            status changed (ready, exited, restarted)
   * @param {(exit: {reason: string, at: string}) => void} [spec.onExit]  it exited unexpectedly
   */
  constructor(spec) {
    this.spec = spec;
    this.backoff = spec.backoff ?? BACKOFF;
    this.child = null;
    this.restarts = 0;
    this.ready = false;
    this.lastExit = null;
    this.delayMs = 0;
    this.failuresInARow = 0;
    this.stopping = false;
    this.timer = null;
  }

  get name() {
    return this.spec.name;
  }

  /** First start: resolves when ready, rejects when the process cannot get there (a config error). */
  async start() {
    await this.launch();
  }

  async launch() {
    const child = this.spec.launch();
    this.child = child;
    const startedAt = Date.now();
    let readyAt = null;
    child.once('exit', (code, signal) => {
      this.ready = false;
      this.lastExit = { reason: describeExit(code, signal), at: new Date().toISOString() };
      this.spec.onChange?.();
      if (this.stopping) return;
      this.spec.onExit?.(this.lastExit);
      this.failuresInARow = readyAt ? 0 : this.failuresInARow + 1;
      const crashLooping = this.failuresInARow >= CRASH_LOOP;
      // An app that cannot start will not be fixed by trying sooner: the slowest pace at once.
      this.delayMs = crashLooping
        ? this.backoff.maxMs
        : nextDelay(this.delayMs, readyAt ? Date.now() - readyAt : 0, this.backoff);
      const loop = crashLooping
        ? `; keeps failing at start-up (${this.failuresInARow} times in a row, see its output above)`
        : '';
      log(
        `${this.name} exited (${this.lastExit.reason}) after ${((Date.now() - startedAt) / 1000).toFixed(1)} s${loop}; restart ${this.restarts + 1} in ${(this.delayMs / 1000).toFixed(1)} s`,
      );
      this.timer = setTimeout(() => void this.restart(), this.delayMs);
    });
    await this.spec.ready(child);
    readyAt = Date.now();
    this.ready = true;
    this.spec.onChange?.();
  }

  async restart() {
    this.timer = null;
    if (this.stopping) return;
    this.restarts++;
    try {
      await this.launch();
      log(`${this.name} is back (pid ${this.child.pid}, restart ${this.restarts})`);
    } catch (error) {
      // Its exit handler has already scheduled the next try.
      if (this.child.exitCode === null && this.child.signalCode === null) {
        log(`${this.name} not ready: ${error.message}; stopping it to try again`);
        this.child.kill('SIGKILL');
      }
    }
  }

  /** No more restarts: the cluster is stopping. */
  halt() {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** SIGTERM, then SIGKILL if it has not exited within stopTimeoutMs. */
  stop() {
    this.halt();
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), this.spec.stopTimeoutMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  status() {
    return {
      name: this.name,
      pid: this.child?.pid ?? null,
      port: this.spec.port,
      ready: this.ready,
      restarts: this.restarts,
      lastExit: this.lastExit,
    };
  }
}
