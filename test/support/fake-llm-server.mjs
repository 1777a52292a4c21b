// A fake OpenAI-compatible server as its own process, for the cluster under `npm test` and the
// benchmarks. Same answers as test/support/fake-llm.ts (keep the two in step), plus a control API:
//   POST   /__control/rules     {rules: [{match?, schema?, replies: [reply, ...]}]}  add canned answers
//   DELETE /__control/rules[?match=s]                                             drop rules
//   GET    /__control/requests[?match=s]   chat requests whose prompt contains s, oldest first
//   POST   /__control/latency   {latencyMs}                                       delay of every answer
//   GET    /__control/health
// A reply is a string (the content) or {content, json, status, error, delayMs, finishReason, refusal}.
// A request no rule matches gets a schema-shaped sample (structured calls) or "fake answer".
// Usage: node test/support/fake-llm-server.mjs [--port N] [--latency MS] [--model NAME]
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MAX_RECORDED = 5000;

export function promptText(body) {
  return (body?.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
}

export function sampleOf(schema) {
  if (!schema || typeof schema !== 'object') return null;
  if (Array.isArray(schema.enum))
    return schema.enum.includes('none') ? 'none' : schema.enum.includes(null) ? null : schema.enum[0];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null')) return null;
  if (types.includes('object'))
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sampleOf(s)]));
  if (types.includes('array')) return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
  if (types.includes('integer') || types.includes('number')) {
    const min = schema.minimum ?? 0;
    const max = schema.maximum ?? min + 10;
    return types.includes('integer') ? Math.round((min + max) / 2) : (min + max) / 2;
  }
  if (types.includes('boolean')) return false;
  return 'fake';
}

let counter = 0;
function render(reply, model) {
  const r = typeof reply === 'string' ? { content: reply } : reply;
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
      id: `chatcmpl-fake-${++counter}`,
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

/** Starts the fake; resolves with {url, port, close()}. */
export function startFakeLlmServer({ port = 0, latencyMs = 0, model = 'fake-model' } = {}) {
  const state = { rules: [], requests: [], latencyMs };

  function pick(body) {
    const text = promptText(body);
    const schemaName = body?.response_format?.json_schema?.name;
    for (let i = state.rules.length - 1; i >= 0; i--) {
      const rule = state.rules[i];
      if (rule.match !== undefined && !text.includes(rule.match)) continue;
      if (rule.schema !== undefined && rule.schema !== schemaName) continue;
      const reply = rule.replies[Math.min(rule.used, rule.replies.length - 1)];
      rule.used++;
      return reply;
    }
    const schema = body?.response_format?.type === 'json_schema' ? body.response_format.json_schema.schema : undefined;
    return schema ? { json: sampleOf(schema) } : { content: 'fake answer' };
  }

  async function handle(method, url, headers, body) {
    const { pathname, searchParams } = new URL(url, 'http://fake');
    const json = (status, payload) => ({ status, headers: { 'content-type': 'application/json' }, body: payload });
    if (pathname === '/__control/health') return json(200, { ok: true });
    if (pathname === '/__control/rules' && method === 'POST') {
      for (const rule of body?.rules ?? []) {
        if (!Array.isArray(rule.replies) || rule.replies.length === 0)
          return json(400, { error: 'each rule needs replies: [...]' });
        state.rules.push({ match: rule.match, schema: rule.schema, replies: rule.replies, used: 0 });
      }
      return json(200, { rules: state.rules.length });
    }
    if (pathname === '/__control/rules' && method === 'DELETE') {
      const match = searchParams.get('match');
      state.rules = match === null ? [] : state.rules.filter((r) => r.match !== match);
      return json(200, { rules: state.rules.length });
    }
    if (pathname === '/__control/requests' && method === 'GET') {
      const match = searchParams.get('match');
      const requests = state.requests.filter((r) => match === null || promptText(r.body).includes(match));
      return json(200, { requests });
    }
    if (pathname === '/__control/latency' && method === 'POST') {
      state.latencyMs = Number(body?.latencyMs ?? 0);
      return json(200, { latencyMs: state.latencyMs });
    }
    if (method === 'GET' && pathname.endsWith('/models'))
      return json(200, { object: 'list', data: [{ id: model, object: 'model' }] });
    if (method !== 'POST' || !pathname.endsWith('/chat/completions'))
      return json(404, { error: { message: `fake LLM: no route ${method} ${pathname}` } });

    state.requests.push({ method, path: pathname, headers, body, at: Date.now() });
    if (state.requests.length > MAX_RECORDED) state.requests.splice(0, state.requests.length - MAX_RECORDED);
    const reply = pick(body);
    const delay = state.latencyMs + (typeof reply === 'string' ? 0 : (reply.delayMs ?? 0));
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    return render(reply, body?.model ?? model);
  }

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      handle(req.method ?? 'GET', req.url ?? '/', req.headers, body).then(
        ({ status, headers, body: payload }) => {
          res.writeHead(status, headers);
          res.end(JSON.stringify(payload));
        },
        (error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `fake LLM failed: ${String(error)}` } }));
        },
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const actual = server.address().port;
      resolve({
        port: actual,
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise((done) => (server.closeAllConnections(), server.close(() => done()))),
      });
    });
  });
}

/**
 * Runs the fake as a child process (scripts/test.mjs blocks its own event loop while Jest runs,
 * so the fake cannot live there). Resolves once it answers; `stop()` ends it.
 */
export async function spawnFakeLlmServer({ port, latencyMs = 0 } = {}) {
  // Output goes straight to the parent's stderr, never through a pipe the blocked parent would not drain.
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--port', String(port), '--latency', String(latencyMs)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`fake LLM exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/__control/health`)).ok) {
        const stop = () =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
          );
        return { url, stop };
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('fake LLM did not start');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : fallback;
  };
  const fake = await startFakeLlmServer({
    port: Number(arg('port', process.env.PORT ?? 0)),
    latencyMs: Number(arg('latency', process.env.FAKE_LLM_LATENCY_MS ?? 0)),
    model: arg('model', 'fake-model'),
  });
  process.stdout.write(`fake LLM listening on ${fake.url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
