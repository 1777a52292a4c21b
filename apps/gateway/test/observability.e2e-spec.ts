import { Subjects } from '@app/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import parsePrometheusTextFormat, { PrometheusFamily } from 'parse-prometheus-text-format';
import { Api, ApiAnswer, expectOk } from '../../../test/support/api';
import { FakeLlmControl } from '../../../test/support/fake-llm';
import { TestNatsClient } from '../../../test/support/nats-client';
import { traceparent } from '../../../test/support/in-memory-tracing';
import { OtlpReceiver } from '../../../test/support/otlp-receiver';
import { RunningApp, startExtraApp, startIsolatedNats } from '../../../test/support/processes';
import { testEnv } from '../../../test/support/test-env';

/**
 * Operations (README "Operations"): every app's /metrics after real traffic, one trace from the
 * gateway through translation and glossary to the model call, and JSON log lines without secrets.
 * A mini-cluster of its own (own NATS) whose apps export spans to a receiver in this test and
 * translate with the fake LLM.
 */
const SERVICES = ['auth', 'glossary', 'term-counter', 'translation', 'metrics', 'localization', 'memory'] as const;
const created = (answer: ApiAnswer) => expectOk(answer, answer.status === 201 ? 201 : 200);

describe('operations: metrics, traces and logs', () => {
  const llm = new FakeLlmControl();
  let nats: { url: string; stop(): void } | undefined;
  let receiver: OtlpReceiver | undefined;
  const apps = new Map<string, RunningApp>();
  let api: Api;
  let apiKey: string;
  let glossaryId: string;
  let receiverEnv: Record<string, string>;

  beforeAll(async () => {
    nats = await startIsolatedNats();
    receiver = await OtlpReceiver.start();
    const env = {
      NATS_URL: nats.url,
      LOG_FORMAT: 'json',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'fake-key',
      LLM_MAX_RETRIES: '0',
    };
    receiverEnv = env;
    const started = await Promise.all(
      SERVICES.map((app) => startExtraApp(app, app === 'translation' ? { ...env, TRANSLATION_ENGINE: 'llm' } : env)),
    );
    SERVICES.forEach((app, i) => apps.set(app, started[i]));
    apps.set('gateway', await startExtraApp('gateway', { ...env, RATE_LIMIT_PER_MINUTE: '0' }));
    const client = new TestNatsClient(nats.url);
    try {
      const org = await client.send(Subjects.auth.createOrganization, { name: `ops-${randomUUID()}` });
      apiKey = (await client.send(Subjects.auth.createKey, { org: org.id, label: 'ops' })).key;
      api = new Api(apiKey, apps.get('gateway')!.url);
    } finally {
      await client.close();
    }
    glossaryId = created(await api.post('/v1/translation/glossaries', { name: 'ops', languages: ['en', 'de'] })).id;
    created(
      await api.post(`/v1/translation/glossaries/${glossaryId}/terms`, {
        definitions: [
          { language: 'en', term: 'dashboard', definition: 'Main screen' },
          { language: 'de', term: 'Übersichtsseite', definition: 'Hauptseite' },
        ],
      }),
    );
  }, 240_000);

  afterAll(async () => {
    await Promise.all([...apps.values()].map((a) => a.stop()));
    nats?.stop();
    await receiver?.close();
  });

  it('follows one translate with a glossary as one trace: gateway, translation, glossary and the model call', async () => {
    const nonce = randomUUID();
    await llm.addRules({ match: nonce, replies: [`Öffnen Sie die Übersichtsseite ${nonce}`] });
    const text = `Open the dashboard ${nonce}`;
    expectOk(
      await api.post('/v1/translation/translate', { sourceLanguage: 'en', targetLanguage: 'de', text, glossaryId }),
    );
    const spans = await receiver!.waitFor((all) => {
      const root = all.find((s) => s.service === 'gateway' && s.name === 'POST /v1/translation/translate');
      if (!root) return undefined;
      const trace = all.filter((s) => s.traceId === root.traceId);
      const services = new Set(trace.map((s) => s.service));
      const modelCall = trace.some((s) => s.service === 'translation' && s.name === 'chat fake-model');
      return services.has('translation') && services.has('glossary') && modelCall ? trace : undefined;
    });
    const names = spans.map((s) => `${s.service}: ${s.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'gateway: POST /v1/translation/translate',
        'translation: translation.translate.v1',
        'glossary: glossary.snapshot.get.v1',
        'translation: chat fake-model',
      ]),
    );
    // A NATS request has no client span (README "What observability costs"): the service's server
    // span is the child of its caller's span, whose context the message's traceparent carried.
    const span = (name: string) => spans.find((s) => `${s.service}: ${s.name}` === name)!;
    const gateway = span('gateway: POST /v1/translation/translate');
    const translation = span('translation: translation.translate.v1');
    expect(translation.parentSpanId).toBe(gateway.spanId);
    expect(span('glossary: glossary.snapshot.get.v1').parentSpanId).toBe(translation.spanId);
    expect(names.filter((name) => name.includes(': send '))).toEqual([]);
    // One tree: every span but the gateway's HTTP span has its parent in the same trace.
    const ids = new Set(spans.map((s) => s.spanId));
    const orphans = spans.filter((s) => s.name !== 'POST /v1/translation/translate' && !ids.has(s.parentSpanId ?? ''));
    expect(orphans.map((s) => s.name)).toEqual([]);
  });

  it("continues a caller's trace (W3C traceparent) and names the gateway's span after the route", async () => {
    const traceId = randomUUID().replaceAll('-', '');
    const callerSpanId = traceId.slice(0, 16);
    const answer = await api.get(`/v1/translation/glossaries/${glossaryId}`, {
      traceparent: traceparent(traceId, callerSpanId),
    });
    expectOk(answer);
    const gatewaySpan = await receiver!.waitFor((all) =>
      all.find((s) => s.service === 'gateway' && s.traceId === traceId && s.parentSpanId === callerSpanId),
    );
    expect(gatewaySpan.name).toBe('GET /v1/translation/glossaries/:id');
    expect(gatewaySpan.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/v1/translation/glossaries/:id',
      'http.response.status_code': expect.anything(),
    });
    expect(Number(gatewaySpan.attributes['http.response.status_code'])).toBe(200);
    // The services' spans of that request are in the caller's trace too.
    await receiver!.waitFor((all) =>
      all.some((s) => s.service === 'glossary' && s.traceId === traceId) ? true : undefined,
    );
  });

  it('samples by rate and follows its caller\'s decision (README "Traces")', async () => {
    // A gateway that starts no trace of its own (TRACES_PER_SECOND=0) beside the cluster's.
    const sampled = await startExtraApp('gateway', {
      ...receiverEnv,
      RATE_LIMIT_PER_MINUTE: '0',
      TRACES_PER_SECOND: '0',
    });
    try {
      const gateway = new Api(apiKey, sampled.url);
      const caller = (sampled: boolean) => {
        const traceId = randomUUID().replaceAll('-', '');
        return { traceId, header: traceparent(traceId, traceId.slice(0, 16), sampled) };
      };
      const leftOut = caller(false);
      const followed = caller(true);
      // Neither of these two is recorded: no sampled caller, and no new trace allowed.
      expectOk(await gateway.get('/v1/translation/languages'));
      expectOk(await gateway.get(`/v1/translation/glossaries/${glossaryId}`, { traceparent: leftOut.header }));
      expectOk(await gateway.get(`/v1/translation/glossaries/${glossaryId}`, { traceparent: followed.header }));
      // The caller's sampled trace is followed through the gateway and the glossary service.
      await receiver!.waitFor((all) => {
        const services = new Set(all.filter((s) => s.traceId === followed.traceId).map((s) => s.service));
        return services.has('gateway') && services.has('glossary') ? true : undefined;
      });
      // Each process exports its spans in the order they ended, one batch at a time, so spans of
      // the two requests before it would have arrived by now.
      const spans = receiver!.spans;
      expect(spans.filter((s) => s.traceId === leftOut.traceId)).toEqual([]);
      expect(spans.filter((s) => s.name === 'GET /v1/translation/languages')).toEqual([]);
    } finally {
      await sampled.stop();
    }
  });

  describe('/metrics after traffic', () => {
    const scrape = async (app: string): Promise<Map<string, PrometheusFamily>> => {
      const answer = await fetch(`${apps.get(app)!.url}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      return new Map(parsePrometheusTextFormat(await answer.text()).map((f) => [f.name, f]));
    };
    const series = (families: Map<string, PrometheusFamily>, name: string) => families.get(name)?.metrics ?? [];

    beforeAll(async () => {
      // Traffic for every family: term counter, a read by id, a 404, a cached translation.
      const nonce = randomUUID();
      await llm.addRules({ match: nonce, replies: [`Hallo ${nonce}`] });
      const body = { sourceLanguage: 'en', targetLanguage: 'de', text: `Hello ${nonce}` };
      expectOk(await api.post('/v1/translation/translate', body));
      expectOk(await api.post('/v1/translation/translate', body));
      expectOk(await api.get(`/v1/translation/glossaries/${glossaryId}`));
      expect((await api.get(`/v1/translation/glossaries/${randomUUID()}`)).status).toBe(404);
      expectOk(
        await api.post(`/v1/translation/glossaries/${glossaryId}/terms/count`, {
          sourceLanguage: 'en',
          sourceText: 'the dashboard',
        }),
      );
      // Every service answers the health check over NATS.
      expectOk(await api.get('/v1/health'));
    });

    it.each(['gateway', ...SERVICES])('%s exposes process metrics, named after the app', async (app) => {
      const families = await scrape(app);
      const cpu = series(families, 'process_cpu_user_seconds_total');
      expect(cpu).toHaveLength(1);
      expect(cpu[0].labels).toMatchObject({ app });
      expect(families.has('nodejs_eventloop_lag_seconds')).toBe(true);
    });

    it.each(SERVICES)('%s counts the NATS requests it handled by subject and outcome', async (app) => {
      const families = await scrape(app);
      const handled = series(families, 'nats_requests_handled_total');
      expect(handled).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ labels: expect.objectContaining({ subject: `${app}.health.v1`, outcome: 'ok' }) }),
        ]),
      );
      // Subjects as written in libs/contracts: requests to this service, or events it hears.
      for (const sample of handled) expect(sample.labels?.subject).toMatch(/^[a-zA-Z.-]+\.v\d+$/);
      expect(families.get('nats_request_duration_seconds')?.type).toBe('HISTOGRAM');
    });

    it('gateway: HTTP requests by route template, method and status, never a raw id', async () => {
      const families = await scrape('gateway');
      const requests = series(families, 'http_requests_total');
      expect(requests).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            labels: expect.objectContaining({ route: '/v1/translation/translate', method: 'POST', status: '200' }),
          }),
          expect.objectContaining({
            labels: expect.objectContaining({ route: '/v1/translation/glossaries/:id', method: 'GET', status: '404' }),
          }),
        ]),
      );
      expect(JSON.stringify(requests)).not.toContain(glossaryId);
      expect(families.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM');
      expect(series(families, 'cache_lookups_total')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ labels: expect.objectContaining({ cache: 'api_key', result: 'hit' }) }),
        ]),
      );
    });

    it('translation: model calls with latency and tokens, cache hits and misses, queue depths', async () => {
      const families = await scrape('translation');
      const calls = series(families, 'llm_calls_total').find((s) => s.labels?.outcome === 'ok');
      expect(calls?.labels).toMatchObject({ model: 'fake-model' });
      expect(Number(calls?.value)).toBeGreaterThanOrEqual(2);
      expect(families.get('llm_call_duration_seconds')?.type).toBe('HISTOGRAM');
      const tokens = series(families, 'llm_tokens_total').map((s) => s.labels?.kind);
      expect(tokens).toEqual(expect.arrayContaining(['prompt', 'completion']));
      const lookups = series(families, 'cache_lookups_total').map((s) => `${s.labels?.cache} ${s.labels?.result}`);
      expect(lookups).toEqual(
        expect.arrayContaining(['translation_memory hit', 'translation_memory miss', 'compiled_glossary miss']),
      );
      expect(series(families, 'work_queue_depth').length).toBeGreaterThan(0);
    });

    it('localization: the depth of its table queue', async () => {
      const depths = series(await scrape('localization'), 'work_queue_depth');
      expect(depths.length).toBeGreaterThan(0);
    });
  });

  it('writes one JSON object per log line, with app, level, time, request and trace ids, and never the API key', () => {
    const { logDir } = testEnv();
    const lines = [...apps].flatMap(([app, running]) =>
      readFileSync(join(logDir, `${app}-extra-${running.port}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => ({ app, line })),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const { app, line } of lines) {
      expect(line).not.toContain(apiKey);
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry).toMatchObject({ app, level: expect.any(String), time: expect.any(String) });
    }
    const changed = lines.map(({ line }) => JSON.parse(line)).find((e) => e.msg === 'glossary changed');
    expect(changed).toMatchObject({
      app: 'glossary',
      requestId: expect.any(String),
      traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });
});
