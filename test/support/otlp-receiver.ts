import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** Attribute values by key (strings, and numbers as OTLP/JSON writes them: int64 as a string). */
  attributes: Record<string, string | number | boolean | undefined>;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}

interface OtlpJsonTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: OtlpAttribute[] }[];
    }[];
  }[];
}

/**
 * A small OTLP/HTTP receiver for traces in the JSON encoding (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`):
 * apps started with `OTEL_EXPORTER_OTLP_ENDPOINT=<url>` post their spans to `<url>/v1/traces`.
 */
export class OtlpReceiver {
  private constructor(
    private readonly server: Server,
    readonly spans: ReceivedSpan[],
  ) {}

  static async start(): Promise<OtlpReceiver> {
    const spans: ReceivedSpan[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        let body = Buffer.concat(chunks);
        if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        if (request.url === '/v1/traces') spans.push(...flatten(JSON.parse(body.toString('utf8')) as OtlpJsonTraces));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new OtlpReceiver(server, spans);
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Waits until `found` finds what it looks for in the spans received so far. */
  async waitFor<T>(found: (spans: ReceivedSpan[]) => T | undefined, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = found(this.spans);
      if (result !== undefined) return result;
      if (Date.now() > deadline) throw new Error(`spans not received in ${timeoutMs} ms: ${this.describe()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  describe(): string {
    return this.spans.map((s) => `${s.service}:${s.name}@${s.traceId.slice(0, 8)}`).join(', ');
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function flatten(traces: OtlpJsonTraces): ReceivedSpan[] {
  return (traces.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service =
      resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? 'unknown';
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId,
        name: span.name,
        attributes: Object.fromEntries(
          (span.attributes ?? []).map(({ key, value }) => [
            key,
            value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
          ]),
        ),
      })),
    );
  });
}
