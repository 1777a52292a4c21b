import { AsyncLocalStorage } from 'node:async_hooks';
import { createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import type { Context } from '@opentelemetry/api';

/**
 * The process's one async context: the request id, and, when tracing is on, OpenTelemetry's
 * context, whose manager reads and writes this same storage (observability/tracing.ts). Each
 * AsyncLocalStorage copies its store onto every promise and callback the process makes, so one
 * instead of two is a measurable part of tracing's cost (README "What observability costs").
 */
export const asyncContext = new AsyncLocalStorage<Context>();

const REQUEST_ID = createContextKey('translation-service request id');

/**
 * The context one request or NATS message runs in: its correlation id, over `base`, which is the
 * trace context holding its server span when tracing is on. The gateway and the services build it
 * once and enter it with one `asyncContext.run`, since every run costs on every request.
 */
export function requestContext(requestId: string, base: Context = ROOT_CONTEXT): Context {
  return base.setValue(REQUEST_ID, requestId);
}

export function currentRequestId(): string | undefined {
  return asyncContext.getStore()?.getValue(REQUEST_ID) as string | undefined;
}
