import { propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { tracing } from '@opentelemetry/sdk-node';

/**
 * Tracing for unit tests: the API's global tracer records into memory and W3C `traceparent` is
 * read and written, as under startTracing, without its SDK, exporters or context manager (the
 * tests read the async context's store themselves). `stop()` gives the globals back.
 */
export function startInMemoryTracing(): { spans(): tracing.ReadableSpan[]; stop(): void } {
  const exporter = new tracing.InMemorySpanExporter();
  trace.setGlobalTracerProvider(
    new tracing.BasicTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] }),
  );
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return {
    spans: () => exporter.getFinishedSpans(),
    stop: () => {
      trace.disable();
      propagation.disable();
    },
  };
}
