import { propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { tracing } from '@opentelemetry/sdk-node';

/**
 * Tracing for unit tests: the API's global tracer records into memory and W3C `traceparent` is
 * read and written, as under startTracing, without its SDK, exporters or context manager (the
 * tests read the async context's store themselves). `stop()` gives the globals back.
 */
export function startInMemoryTracing(): {
  spans(): tracing.ReadableSpan[];
  spansOf(traceId: string): tracing.ReadableSpan[];
  stop(): void;
} {
  const exporter = new tracing.InMemorySpanExporter();
  trace.setGlobalTracerProvider(
    new tracing.BasicTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] }),
  );
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return {
    spans: () => exporter.getFinishedSpans(),
    spansOf: (traceId) => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId),
    stop: () => {
      trace.disable();
      propagation.disable();
    },
  };
}

/** A caller's span, of a trace it sampled, as the tests send it on. */
export const CALLER_SPAN = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };

/** The W3C `traceparent` header of a caller span (CALLER_SPAN unless told), sampled unless told. */
export function traceparent(traceId = CALLER_SPAN.traceId, spanId = CALLER_SPAN.spanId, sampled = true): string {
  return `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`;
}
