import { Logger } from '@nestjs/common';
import { secondsSince, watchQueueDepth, workQueueJobDuration, workQueueJobs } from '@app/common/observability/metrics';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Claim, LeaseQueue } from './lease-queue';

/** A failure that retrying cannot fix: the row fails at once with this message. */
export class PermanentWorkError extends Error {}

export interface QueueWorkerOptions {
  /** Names the queue in logs. */
  name: string;
  /** Rows one replica works on at once (0: this replica only serves requests). */
  concurrency: number;
  /** Idle lanes look for work this often; work queued on this replica wakes them at once. */
  pollIntervalMs: number;
  /** Claim lifetime; renewed every third of it while the work runs. */
  leaseSeconds: number;
  /** Claims of one row before it fails (a row that keeps killing workers must not loop forever). */
  maxAttempts: number;
  /** Seconds before a transient failure of claim number `attempt` is retried. */
  retryDelaySeconds: (attempt: number) => number;
  /** Runs now and then on lane 0 (clean-ups). */
  housekeeping?: () => Promise<void>;
}

export interface QueueHandler {
  /** Does the work and writes the final state with {@link LeaseQueue.finish}, passing `claim`. */
  process(claim: Claim): Promise<void>;
  /** Writes the failed final state (permanent error, or attempts used up). */
  fail(claim: Claim, message: string): Promise<void>;
  /** A transient failure before the row goes back to the queue (e.g. to record the error). */
  onRetry?(claim: Claim, error: unknown, delaySeconds: number): Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The consumer of a {@link LeaseQueue}: `concurrency` lanes, each claiming the oldest free row,
 * renewing its lease while the handler works, and on failure either failing the row (permanent
 * error, attempts used up) or handing it back with a delay. On stop, rows in hand go back to
 * the queue at once, the attempt not counted; a worker that dies simply stops renewing, and its
 * rows are claimed again when their leases run out.
 */
export class QueueWorker {
  private readonly logger: Logger;
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Map<string, { claim: Claim; heartbeat: NodeJS.Timeout }>();
  private readonly wakers = new Set<() => void>();
  private lanes: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly queue: LeaseQueue,
    private readonly handler: QueueHandler,
    private readonly options: QueueWorkerOptions,
  ) {
    this.logger = new Logger(`QueueWorker:${options.name}`);
  }

  start(): void {
    watchQueueDepth(this.options.name, () => this.queue.depth());
    this.lanes = Array.from({ length: this.options.concurrency }, (_, lane) => this.runLane(lane));
  }

  /** Stops claiming and hands unfinished rows back to the queue at once, uncounted. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeAll();
    const held = [...this.inFlight.values()];
    for (const { heartbeat } of held) clearInterval(heartbeat);
    await Promise.all(held.map(({ claim }) => this.queue.release(claim, 0, false).catch(() => undefined)));
  }

  /** Work was queued on this replica: start it without waiting for the next poll. */
  notifyQueued(): void {
    this.wakeAll();
  }

  private async runLane(lane: number): Promise<void> {
    while (!this.stopping) {
      try {
        if (lane === 0 && this.options.housekeeping) await this.options.housekeeping();
        const claim = await this.queue.claimNext(this.owner, this.options.leaseSeconds);
        if (claim) await this.run(claim);
        else await this.sleep(this.options.pollIntervalMs);
      } catch (error) {
        this.logger.error({ lane, err: errorText(error) }, 'worker lane error');
        await this.sleep(this.options.pollIntervalMs);
      }
    }
  }

  private async run(claim: Claim): Promise<void> {
    const context = { id: claim.id, attempt: claim.attempts };
    const { maxAttempts, leaseSeconds } = this.options;
    if (claim.attempts > maxAttempts) {
      await this.handler.fail(claim, `Gave up after ${maxAttempts} attempts`);
      this.logger.warn(context, 'failed: too many attempts');
      workQueueJobs.inc({ queue: this.options.name, outcome: 'failed' });
      return;
    }
    const heartbeat = setInterval(
      () => void this.queue.renewLease(claim, leaseSeconds).catch(() => undefined),
      Math.max(1_000, (leaseSeconds * 1_000) / 3),
    );
    this.inFlight.set(claim.id, { claim, heartbeat });
    const started = Date.now();
    const startedAt = process.hrtime.bigint();
    let outcome = 'done';
    try {
      await this.handler.process(claim);
      this.logger.log({ ...context, ms: Date.now() - started }, 'done');
    } catch (error) {
      if (this.stopping) {
        outcome = 'released';
        return;
      }
      outcome = await this.afterFailure(claim, error);
    } finally {
      workQueueJobs.inc({ queue: this.options.name, outcome });
      workQueueJobDuration.observe({ queue: this.options.name, outcome }, secondsSince(startedAt));
      clearInterval(heartbeat);
      this.inFlight.delete(claim.id);
    }
  }

  /** What became of the row: `failed` or `retried`. */
  private async afterFailure(claim: Claim, error: unknown): Promise<'failed' | 'retried'> {
    const context = { id: claim.id, attempt: claim.attempts, err: errorText(error) };
    if (error instanceof PermanentWorkError) {
      await this.handler.fail(claim, error.message);
      this.logger.warn(context, 'failed');
      return 'failed';
    }
    if (claim.attempts >= this.options.maxAttempts) {
      await this.handler.fail(claim, `Gave up after ${claim.attempts} attempts: ${errorText(error)}`);
      this.logger.warn(context, 'failed: last attempt');
      return 'failed';
    }
    const delay = this.options.retryDelaySeconds(claim.attempts);
    await this.handler.onRetry?.(claim, error, delay);
    await this.queue.release(claim, delay, true);
    this.logger.warn({ ...context, retryInSeconds: delay }, 'will be retried');
    return 'retried';
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }
}
