import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context, Span, TextMapGetter, TextMapSetter } from '@opentelemetry/api';
import type { NodeSDK } from '@opentelemetry/sdk-node';
import type { MsgHdrs } from 'nats';
import { asyncContext } from '../logging/request-context';

let sdk: NodeSDK | undefined;

/**
 * Starts OpenTelemetry tracing for `app` when `OTEL_EXPORTER_OTLP_ENDPOINT` (or its traces-only
 * variant) is set; otherwise does nothing, and every span below is the API's no-op. Must run
 * before the rest of the app is loaded (each app's `src/tracing.ts`, imported first by `main.ts`),
 * so that the HTTP and fetch instrumentations see the modules they patch.
 *
 * The SDK reads the standard OTEL_* variables itself (protocol, headers, sampler, batch delays),
 * which is why this one reads `process.env` instead of a config class: it runs before any of them.
 */
export function startTracing(app: string): void {
  // eslint-disable-next-line no-restricted-properties -- runs before any config class is loaded (see above)
  const env = process.env;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return;
  // Loaded only when tracing is on: the SDK and its exporters cost start-up time and memory.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { W3CTraceContextPropagator } = require('@opentelemetry/core') as typeof import('@opentelemetry/core');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { AsyncLocalStorageContextManager } =
    require('@opentelemetry/context-async-hooks') as typeof import('@opentelemetry/context-async-hooks');
  const { defaultSampler, tracesPerSecond } =
    require('./rate-limited-sampler') as typeof import('./rate-limited-sampler');
  /* eslint-enable @typescript-eslint/no-require-imports */
  /** OpenTelemetry's context kept in the request id's storage rather than a second one of its own. */
  class SharedContextManager extends AsyncLocalStorageContextManager {
    override active(): Context {
      return asyncContext.getStore() ?? ROOT_CONTEXT;
    }
    override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
      traceContext: Context,
      fn: F,
      thisArg?: ThisParameterType<F>,
      ...args: A
    ): ReturnType<F> {
      const callback = thisArg == null ? fn : (fn.bind(thisArg) as F);
      return asyncContext.run(traceContext, callback, ...args);
    }
  }
  sdk = new NodeSDK({
    serviceName: app,
    contextManager: new SharedContextManager(),
    // Unless OTEL_TRACES_SAMPLER says otherwise, new traces up to TRACES_PER_SECOND a second per
    // process: tracing every request costs the cached translate 16-21 % of its peak (README
    // "What observability costs"); past that rate, traces sample the traffic.
    sampler: env.OTEL_TRACES_SAMPLER ? undefined : defaultSampler(tracesPerSecond(env.TRACES_PER_SECOND)),
    // Traces only: metrics are Prometheus' (/metrics), logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
    // W3C trace context only, unless OTEL_PROPAGATORS says otherwise: the default adds W3C
    // baggage, which nothing here sets, read and written on every request and NATS message.
    textMapPropagator: env.OTEL_PROPAGATORS ? undefined : new W3CTraceContextPropagator(),
    instrumentations: [
      // Outgoing requests only (webhooks, localization sources). Incoming ones took about 5 % of
      // the gateway's CPU in a profile (every request and response wrapped, their emitters bound
      // to the context, some thirty attributes); the gateway makes its server spans in its
      // Fastify hooks instead (apps/gateway/src/observability/http-telemetry.ts), and the
      // services' HTTP is probes.
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      // The LLM client (openai SDK) calls through Node's fetch.
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
}

/** Whether startTracing started the SDK: callers skip per-request trace work otherwise. */
export function tracingEnabled(): boolean {
  return sdk !== undefined;
}

/** Sends the spans still buffered; part of a clean stop. */
export async function stopTracing(): Promise<void> {
  await sdk?.shutdown().catch(() => undefined);
}

export const tracer = trace.getTracer('translation-service');

/** The trace id of the active span, for log lines; undefined when tracing is off. */
export function currentTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

const natsHeaderSetter: TextMapSetter<MsgHdrs> = {
  set: (headers, key, value) => {
    headers.set(key, value);
  },
};

const natsHeaderGetter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (headers) => headers?.keys() ?? [],
  get: (headers, key) => {
    // nats.js answers '' for an absent header.
    const value = headers?.get(key);
    return value === '' ? undefined : value;
  },
};

/** Writes a trace context (W3C `traceparent`, `tracestate`; the active one by default) into outgoing NATS headers. */
export function injectTraceContext(headers: MsgHdrs, traceContext: Context = context.active()): void {
  propagation.inject(traceContext, headers, natsHeaderSetter);
}

/** The trace context a NATS message carried (the root context when none). */
export function extractTraceContext(headers: MsgHdrs | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, headers, natsHeaderGetter);
}

/** Runs `work` in a span that ends with it, recording a failure as the span's error. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Record<string, string | number> },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

export function markFailed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

export { SpanKind };
