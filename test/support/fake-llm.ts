import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible server for tests, in the test's own process: it records every
 * request and answers through a replaceable `responder` after `latencyMs`. The cluster under
 * `npm test` talks to a separate process with the same behaviour (fake-llm-server.mjs),
 * scripted through `FakeLlmControl` below; see docs/DEVELOPING.md "Fake LLM in tests".
 */

export interface FakeLlmRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (chat completion parameters), or undefined. */
  body: any;
  at: number;
}

/** How the fake answers one chat completion. A bare string is shorthand for `{content}`. */
export interface FakeLlmReply {
  /** Assistant message text. */
  content?: string | null;
  /** Sent as `JSON.stringify(json)` in the message content. */
  json?: unknown;
  /** HTTP status other than 200: an OpenAI-style error body carrying `error`. */
  status?: number;
  error?: string;
  /** Extra wait on top of the server's latency. */
  delayMs?: number;
  finishReason?: string;
  refusal?: string;
  headers?: Record<string, string>;
}

export type FakeLlmResponder = (request: FakeLlmRequest) => FakeLlmReply | string | Promise<FakeLlmReply | string>;

export interface FakeLlmOptions {
  port?: number;
  latencyMs?: number;
  responder?: FakeLlmResponder;
  /** Listed under GET /v1/models. */
  model?: string;
}

/** Every message's text, joined: what tests search for source text, translation, glossary terms. */
export function promptText(body: any): string {
  return ((body?.messages ?? []) as { content?: unknown }[])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
}

/** The `json_schema` member of a structured request, if any. */
export function jsonSchemaOf(body: any): { name: string; strict?: boolean; schema: any } | undefined {
  return body?.response_format?.type === 'json_schema' ? body.response_format.json_schema : undefined;
}

/**
 * A plausible value for a JSON schema: enums prefer "none", nullable values are null, numbers
 * sit mid-range. Lets an unscripted structured call succeed with a boring answer.
 */
export function sampleOf(schema: any): unknown {
  if (!schema || typeof schema !== 'object') return null;
  if (Array.isArray(schema.enum))
    return schema.enum.includes('none') ? 'none' : schema.enum.includes(null) ? null : schema.enum[0];
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null')) return null;
  if (types.includes('object')) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, sub]) => [key, sampleOf(sub)]));
  }
  if (types.includes('array')) return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
  if (types.includes('integer') || types.includes('number')) {
    const min: number = schema.minimum ?? 0;
    const max: number = schema.maximum ?? min + 10;
    return types.includes('integer') ? Math.round((min + max) / 2) : (min + max) / 2;
  }
  if (types.includes('boolean')) return false;
  return 'fake';
}

export const defaultResponder: FakeLlmResponder = (request) => {
  const schema = jsonSchemaOf(request.body);
  return schema ? { json: sampleOf(schema.schema) } : { content: 'fake answer' };
};

let completionCounter = 0;

/** The HTTP status, headers and body the fake sends for a reply. */
export function renderReply(
  reply: FakeLlmReply | string,
  model: string,
): { status: number; headers: Record<string, string>; body: unknown } {
  const r: FakeLlmReply = typeof reply === 'string' ? { content: reply } : reply;
  const headers = { 'content-type': 'application/json', ...(r.headers ?? {}) };
  if (r.status && r.status !== 200) {
    return {
      status: r.status,
      headers,
      body: { error: { message: r.error ?? `fake error ${r.status}`, type: 'fake_error', code: null } },
    };
  }
  const content = r.json !== undefined ? JSON.stringify(r.json) : (r.content ?? null);
  return {
    status: 200,
    headers,
    body: {
      id: `chatcmpl-fake-${++completionCounter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: r.refusal ?? null },
          finish_reason: r.finishReason ?? 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

export class FakeLlm {
  readonly requests: FakeLlmRequest[] = [];
  responder: FakeLlmResponder;
  latencyMs: number;
  readonly modelName: string;
  private readonly server: Server;

  private constructor(options: FakeLlmOptions) {
    this.responder = options.responder ?? defaultResponder;
    this.latencyMs = options.latencyMs ?? 0;
    this.modelName = options.model ?? 'fake-model';
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void this.handle(req.method ?? 'GET', req.url ?? '/', req.headers, Buffer.concat(chunks).toString('utf8')).then(
          ({ status, headers, body }) => {
            res.writeHead(status, headers);
            res.end(JSON.stringify(body));
          },
          (error: unknown) => {
            res.writeHead(500, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ error: { message: `fake responder failed: ${String(error)}` } }));
          },
        );
      });
    });
  }

  static async start(options: FakeLlmOptions = {}): Promise<FakeLlm> {
    const fake = new FakeLlm(options);
    await new Promise<void>((resolve, reject) => {
      fake.server.once('error', reject);
      fake.server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    return fake;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The `LLM_BASE_URL` to configure: the `/v1` base. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** Bodies of the chat completions received so far. */
  get chatBodies(): any[] {
    return this.requests.filter((r) => r.path.endsWith('/chat/completions')).map((r) => r.body);
  }

  reset(responder: FakeLlmResponder = defaultResponder): void {
    this.requests.length = 0;
    this.responder = responder;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(method: string, url: string, headers: IncomingHttpHeaders, raw: string) {
    const path = url.split('?')[0];
    let body: any;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const request: FakeLlmRequest = { method, path, headers, body, at: Date.now() };
    this.requests.push(request);
    if (method === 'GET' && path.endsWith('/models')) {
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: { object: 'list', data: [{ id: this.modelName, object: 'model' }] },
      };
    }
    if (method !== 'POST' || !path.endsWith('/chat/completions')) {
      return {
        status: 404,
        headers: { 'content-type': 'application/json' },
        body: { error: { message: `fake LLM: no route ${method} ${path}` } },
      };
    }
    const reply = await this.responder(request);
    const delay = this.latencyMs + (typeof reply === 'string' ? 0 : (reply.delayMs ?? 0));
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    return renderReply(reply, body?.model ?? this.modelName);
  }
}

/** One canned answer of the shared fake process: the first request whose prompt contains `match`. */
export interface FakeLlmRule {
  /** Substring of the prompt (all message texts); omitted: every request. Use a per-test nonce. */
  match?: string;
  /** Only structured calls with this `json_schema.name`. */
  schema?: string;
  /** Answers in order; the last one repeats. */
  replies: (FakeLlmReply | string)[];
}

/**
 * Scripts the fake LLM process that `npm test` starts for the cluster (TEST_FAKE_LLM_URL).
 * Rules added later win over earlier ones; requests can be read back by prompt substring.
 */
export class FakeLlmControl {
  constructor(readonly url: string = requiredFakeLlmUrl()) {}

  async addRules(...rules: FakeLlmRule[]): Promise<void> {
    await this.call('POST', '/__control/rules', { rules });
  }

  async clearRules(match?: string): Promise<void> {
    await this.call('DELETE', `/__control/rules${match ? `?match=${encodeURIComponent(match)}` : ''}`);
  }

  /** Chat completion requests whose prompt contains `match` (all when omitted), oldest first. */
  async requests(match?: string): Promise<FakeLlmRequest[]> {
    const answer = await this.call('GET', `/__control/requests${match ? `?match=${encodeURIComponent(match)}` : ''}`);
    return answer.requests;
  }

  async setLatency(latencyMs: number): Promise<void> {
    await this.call('POST', '/__control/latency', { latencyMs });
  }

  /** The `LLM_BASE_URL` of the fake process. */
  get baseUrl(): string {
    return `${this.url}/v1`;
  }

  private async call(method: string, path: string, body?: unknown): Promise<any> {
    const response = await fetch(this.url + path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`fake LLM control ${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }
}

function requiredFakeLlmUrl(): string {
  const url = process.env.TEST_FAKE_LLM_URL;
  if (!url)
    throw new Error('TEST_FAKE_LLM_URL is not set: run the tests through `npm test`, which starts the fake LLM');
  return url;
}
