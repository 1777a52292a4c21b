import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * Every Prometheus family the apps expose, in one place (README "Operations"). They live in
 * prom-client's default registry, one per process; {@link initMetrics} names the app on every
 * series and adds Node's process metrics. Labels are bounded sets only: route templates, subjects,
 * queue and model names, outcomes, never ids or raw paths.
 */

/** Seconds; from a cached answer (about 1 ms) to a slow model call. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route template, method and status',
  labelNames: ['route', 'method', 'status'] as const,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving an HTTP request to the end of its answer, by route template, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: LATENCY_BUCKETS,
});

export const natsRequestsHandled = new Counter({
  name: 'nats_requests_handled_total',
  help: 'NATS messages handled, by subject (without the cluster prefix) and outcome (ok or the error code)',
  labelNames: ['subject', 'outcome'] as const,
});

export const natsRequestDuration = new Histogram({
  name: 'nats_request_duration_seconds',
  help: 'Time a NATS handler took, by subject and outcome',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

export const workQueueJobs = new Counter({
  name: 'work_queue_jobs_total',
  help: 'Durable jobs finished by this replica, by queue and outcome (done, failed, retried)',
  labelNames: ['queue', 'outcome'] as const,
});

export const workQueueJobDuration = new Histogram({
  name: 'work_queue_job_duration_seconds',
  help: 'Time one attempt of a durable job took, by queue and outcome',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 1800],
});

/** Queue depth is read from PostgreSQL at scrape time, so every replica reports the same figure. */
const queueDepthReaders = new Map<string, () => Promise<number>>();

export const workQueueDepth = new Gauge({
  name: 'work_queue_depth',
  help: 'Jobs waiting or in work in a durable queue (the same for every replica: take the max)',
  labelNames: ['queue'] as const,
  async collect() {
    this.reset();
    await Promise.all(
      [...queueDepthReaders].map(async ([queue, read]) => {
        // A scrape must not fail because the database blinked; the series is just absent then.
        const depth = await read().catch(() => undefined);
        if (depth !== undefined) this.set({ queue }, depth);
      }),
    );
  },
});

/** Reports `queue`'s depth on every scrape of this process. */
export function watchQueueDepth(queue: string, read: () => Promise<number>): void {
  queueDepthReaders.set(queue, read);
}

export const llmCalls = new Counter({
  name: 'llm_calls_total',
  help: 'Chat completion calls to the language model, by model and outcome (ok, unavailable, bad_answer)',
  labelNames: ['model', 'outcome'] as const,
});

export const llmCallDuration = new Histogram({
  name: 'llm_call_duration_seconds',
  help: 'Time one chat completion call took (SDK retries included), by model and outcome',
  labelNames: ['model', 'outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
});

export const llmTokens = new Counter({
  name: 'llm_tokens_total',
  help: 'Tokens the language model reported, by model and kind (prompt, completion)',
  labelNames: ['model', 'kind'] as const,
});

export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Cache lookups, by cache (translation_memory, translation_db, compiled_glossary, api_key) and result (hit, miss)',
  labelNames: ['cache', 'result'] as const,
});

let initialised = false;

/** Names the app on every series and starts Node's process metrics; once per process. */
export function initMetrics(app: string): void {
  if (initialised) return;
  initialised = true;
  register.setDefaultLabels({ app });
  collectDefaultMetrics();
}

/** The exposition text and its content type, for a `/metrics` answer. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}

/** Seconds since `started` (a `process.hrtime.bigint()` reading). */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}
