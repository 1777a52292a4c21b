import { Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { FakeLlmControl, FakeLlmReply } from '../../../test/support/fake-llm';
import { TestNatsClient } from '../../../test/support/nats-client';
import { RunningApp, startExtraApp, startIsolatedNats } from '../../../test/support/processes';

/**
 * Metrics through the gateway, as a client calls them, against the fake LLM that `npm test`
 * starts for the cluster. Every test puts a fresh nonce in its texts: rules answer only
 * prompts that contain it and the fake's request log is read back by it.
 */
const scores = { idiomatic: 7, collocational: 8, discourse: 9, pragmatic: 6, calque: 4 };
const withIssue = {
  ...scores,
  issue_type: 'calque',
  severity: 'minor',
  problematic_phrase: 'fait du sens',
  suggested_fix: 'est logique',
  main_issue: 'Calque of the English "makes sense".',
};
const noIssue = {
  ...scores,
  calque: 9,
  issue_type: 'none',
  severity: null,
  problematic_phrase: null,
  suggested_fix: null,
  main_issue: null,
};

describe('metrics routes', () => {
  const llm = new FakeLlmControl();
  let api: Api;

  beforeAll(async () => {
    ({ api } = await newOrganization());
  });

  const nonce = () => `n-${randomUUID()}`;
  const answer = (match: string, schema: string, ...replies: (FakeLlmReply | string)[]) =>
    llm.addRules({ match, schema, replies });
  const pair = (id: string) => ({
    sourceLang: 'en',
    targetLang: 'fr',
    sourceText: `It makes sense (${id}).`,
    translatedText: `Ça fait du sens (${id}).`,
  });

  describe('POST /v1/translation/fluency-score', () => {
    it('scores five dimensions, computes the mean and sends the model what it needs', async () => {
      const id = nonce();
      await answer(id, 'fluency_evaluation', { json: { ...withIssue, fluency: 1 } });
      const data = expectOk(await api.post('/v1/translation/fluency-score', pair(id)));
      expect(data).toEqual({ ...withIssue, fluency: 6.8 });

      const [request] = await llm.requests(id);
      expect(request.headers.authorization).toBe('Bearer fake-key');
      expect(request.body.model).toBe('fake-model');
      expect(request.body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: {
          name: 'fluency_evaluation',
          strict: true,
          schema: { type: 'object', additionalProperties: false },
        },
      });
      const schema = request.body.response_format.json_schema.schema;
      expect(schema.properties.idiomatic).toEqual({ type: 'integer', minimum: 1, maximum: 10 });
      expect(schema.properties.issue_type.enum).toEqual([
        'calque',
        'collocation',
        'idiom_literal',
        'discourse_marker',
        'register_mismatch',
        'false_friend',
        'none',
      ]);
      const prompt = request.body.messages.map((m: { content: string }) => m.content).join('\n');
      expect(prompt).toContain(pair(id).sourceText);
      expect(prompt).toContain(pair(id).translatedText);
      expect(prompt).toContain('English');
      expect(prompt).toContain('French');
    });

    it('returns null details exactly when there is no issue', async () => {
      const id = nonce();
      await answer(id, 'fluency_evaluation', { json: noIssue });
      const data = expectOk(await api.post('/v1/translation/fluency-score', pair(id)));
      expect(data).toEqual({ ...noIssue, fluency: 7.8 });
      for (const field of ['severity', 'problematic_phrase', 'suggested_fix', 'main_issue'])
        expect(data[field]).toBeNull();
    });

    it('asks once more after a malformed answer', async () => {
      const id = nonce();
      await answer(id, 'fluency_evaluation', 'Sure! The translation is fine.', { json: noIssue });
      expectOk(await api.post('/v1/translation/fluency-score', pair(id)));
      expect(await llm.requests(id)).toHaveLength(2);
    });

    it.each([
      ['a score out of 1-10', { ...noIssue, idiomatic: 11 }, 'idiomatic must be an integer from 1 to 10'],
      ['details without an issue', { ...noIssue, severity: 'major' }, 'issue_type is none, so severity must be null'],
      ['an issue without details', { ...withIssue, problematic_phrase: null }, 'so problematic_phrase must be given'],
    ])('answers 503 when the model twice gives %s', async (_, reply, message) => {
      const id = nonce();
      await answer(id, 'fluency_evaluation', { json: reply });
      const error = expectErrorEnvelope(
        await api.post('/v1/translation/fluency-score', pair(id)),
        503,
        'ENGINE_UNAVAILABLE',
      );
      expect(error.message).toContain(message);
      expect(await llm.requests(id)).toHaveLength(2);
    });

    it('serves the same inputs from the cache', async () => {
      const id = nonce();
      await answer(id, 'fluency_evaluation', { json: withIssue });
      const first = expectOk(await api.post('/v1/translation/fluency-score', pair(id)));
      const second = expectOk(await api.post('/v1/translation/fluency-score', pair(id)));
      expect(second).toEqual(first);
      expect(await llm.requests(id)).toHaveLength(1);
    });

    it.each([
      ['a missing translatedText', { sourceLang: 'en', targetLang: 'fr', sourceText: 'Hello' }, 'translatedText'],
      [
        'an empty sourceText',
        { sourceLang: 'en', targetLang: 'fr', sourceText: '', translatedText: 'Bonjour' },
        'sourceText',
      ],
      [
        'an unknown language',
        { sourceLang: 'en', targetLang: 'xx', sourceText: 'Hello', translatedText: 'Bonjour' },
        'targetLang "xx"',
      ],
      [
        'a number for a text',
        { sourceLang: 'en', targetLang: 'fr', sourceText: 5, translatedText: 'Bonjour' },
        'sourceText',
      ],
      [
        'a text over 20,000 characters',
        { sourceLang: 'en', targetLang: 'fr', sourceText: 'a'.repeat(20_001), translatedText: 'b' },
        'sourceText',
      ],
    ])('answers 400 for %s', async (_, body, field) => {
      const error = expectErrorEnvelope(await api.post('/v1/translation/fluency-score', body), 400, 'BAD_REQUEST');
      expect(error.message).toContain(field);
    });
  });

  describe('POST /v1/translation/fluency-batch', () => {
    const batch = (id: string, n: number) => ({
      sourceLang: 'en',
      targetLang: 'es',
      items: Array.from({ length: n }, (_, i) => ({
        sourceText: `Break a leg ${i} (${id})`,
        translatedText: `Rómpete una pierna ${i} (${id})`,
      })),
    });

    it('keeps a failed item in its entry and evaluates the others', async () => {
      const id = nonce();
      await answer(id, 'fluency_evaluation', { json: withIssue });
      await answer(`pierna 1 (${id})`, 'fluency_evaluation', 'not json');
      const data = expectOk(await api.post('/v1/translation/fluency-batch', batch(id, 3)));
      expect(data.batch_summary).toEqual({ total: 3, successful: 2, failed: 1 });
      expect(data.evaluations).toHaveLength(3);
      expect(data.evaluations[0]).toEqual({ index: 0, ...withIssue, fluency: 6.8 });
      expect(data.evaluations[1]).toEqual({
        index: 1,
        error: { code: 'ENGINE_UNAVAILABLE', message: expect.stringContaining('not JSON') },
      });
      expect(data.evaluations[2]).toMatchObject({ index: 2, fluency: 6.8 });
    });

    it('evaluates 20 items concurrently', async () => {
      const id = nonce();
      await answer(id, 'fluency_evaluation', { json: noIssue, delayMs: 300 });
      const started = Date.now();
      const data = expectOk(await api.post('/v1/translation/fluency-batch', batch(id, 20)));
      const elapsed = Date.now() - started;
      expect(data.batch_summary).toEqual({ total: 20, successful: 20, failed: 0 });
      expect(data.evaluations.map((e: { index: number }) => e.index)).toEqual([...Array(20).keys()]);
      expect(elapsed).toBeLessThan(3_000);
      expect(await llm.requests(id)).toHaveLength(20);
    });

    it.each([
      ['21 items', (id: string) => batch(id, 21), 'at most 20 items'],
      ['no items', (id: string) => batch(id, 0), 'at least 1 item'],
      ['a missing items', () => ({ sourceLang: 'en', targetLang: 'es' }), 'items'],
      [
        'an item without translatedText',
        () => ({ sourceLang: 'en', targetLang: 'es', items: [{ sourceText: 'x' }] }),
        'translatedText',
      ],
      ['a missing sourceLang', (id: string) => ({ ...batch(id, 1), sourceLang: undefined }), 'sourceLang'],
    ])('answers 400 for %s', async (_, body, text) => {
      const id = nonce();
      const error = expectErrorEnvelope(await api.post('/v1/translation/fluency-batch', body(id)), 400, 'BAD_REQUEST');
      expect(error.message).toContain(text);
      expect(await llm.requests(id)).toHaveLength(0);
    });
  });

  describe('POST /v1/translation/gemba', () => {
    const gemba = (id: string, extra: object = {}) => ({
      sourceLang: 'en',
      targetLang: 'de',
      sourceText: `The cat sleeps (${id}).`,
      translatedText: `Die Katze schläft (${id}).`,
      ...extra,
    });

    it('returns the model score with the GEMBA-DA prompt of the paper', async () => {
      const id = nonce();
      await answer(id, 'gemba_da_score', { json: { score: 87.5 } });
      expect(expectOk(await api.post('/v1/translation/gemba', gemba(id)))).toEqual({ score: 87.5 });
      const [request] = await llm.requests(id);
      expect(request.body.model).toBe('fake-model');
      expect(request.body.response_format.json_schema).toMatchObject({
        name: 'gemba_da_score',
        strict: true,
        schema: { properties: { score: { type: 'number', minimum: 0, maximum: 100 } } },
      });
      const prompt = request.body.messages[0].content;
      expect(prompt).toContain(
        'Score the following translation from English to German on a continuous scale from 0 to 100',
      );
      expect(prompt).toContain(`English source: "${gemba(id).sourceText}"`);
      expect(prompt).toContain(`German translation: "${gemba(id).translatedText}"`);
    });

    it('uses the reference-based variant when referenceText is given', async () => {
      const id = nonce();
      await answer(id, 'gemba_da_score', { json: { score: 60 } });
      const data = expectOk(
        await api.post('/v1/translation/gemba', gemba(id, { referenceText: `Die Katze schläft gerade (${id}).` })),
      );
      expect(data).toEqual({ score: 60 });
      const prompt = (await llm.requests(id))[0].body.messages[0].content;
      expect(prompt).toContain('with respect to human reference');
      expect(prompt).toContain(`German human reference: "Die Katze schläft gerade (${id}).`);
      expect(prompt).toContain(`German machine translation: "${gemba(id).translatedText}"`);
    });

    it.each([
      [{ score: 0 }, 0],
      [{ score: 100 }, 100],
      ['Score: 42', 42],
    ])('accepts the answer %j', async (reply, score) => {
      const id = nonce();
      await answer(id, 'gemba_da_score', typeof reply === 'string' ? reply : { json: reply });
      expect(expectOk(await api.post('/v1/translation/gemba', gemba(id)))).toEqual({ score });
    });

    it('answers 503 for a score outside 0-100 instead of clamping it', async () => {
      const id = nonce();
      await answer(id, 'gemba_da_score', { json: { score: 150 } });
      const error = expectErrorEnvelope(await api.post('/v1/translation/gemba', gemba(id)), 503, 'ENGINE_UNAVAILABLE');
      expect(error.message).toContain('score 150 is outside 0-100');
      const requests = await llm.requests(id);
      expect(requests.map((r) => r.body.temperature)).toEqual([0, 1]);
    });

    it.each([
      ['a missing sourceText', { sourceLang: 'en', targetLang: 'de', translatedText: 'x' }, 'sourceText'],
      [
        'a reference that is not a string',
        { sourceLang: 'en', targetLang: 'de', sourceText: 'a', translatedText: 'b', referenceText: 3 },
        'referenceText',
      ],
      [
        'an unknown source language',
        { sourceLang: 'auto', targetLang: 'de', sourceText: 'a', translatedText: 'b' },
        'sourceLang',
      ],
    ])('answers 400 for %s', async (_, body, field) => {
      const error = expectErrorEnvelope(await api.post('/v1/translation/gemba', body), 400, 'BAD_REQUEST');
      expect(error.message).toContain(field);
    });
  });

  describe('the fluency subject the translation service calls', () => {
    it('answers over NATS with the same evaluation', async () => {
      const id = nonce();
      await answer(id, 'fluency_evaluation', { json: withIssue });
      const org = await newOrganization();
      const nats = new TestNatsClient();
      try {
        const caller = { organizationId: org.organizationId, keyId: org.keyId };
        const evaluation = await nats.send(Subjects.metrics.fluency, { ...pair(id), caller });
        expect(evaluation).toEqual({ ...withIssue, fluency: 6.8 });
        const error = await nats.sendExpectingError(Subjects.metrics.fluency, {
          ...pair(id),
          targetLang: 'xx',
          caller,
        });
        expect(error.code).toBe('BAD_REQUEST');
      } finally {
        await nats.close();
      }
    });
  });

  describe('without a language model', () => {
    // An isolated cluster (own NATS) whose metrics service has no LLM_BASE_URL, so it does not
    // take requests from the shared cluster's queue group or the other way round.
    // Undefined until started: afterAll also runs when starting it failed.
    let nats: { url: string; stop(): void } | undefined;
    const apps: RunningApp[] = [];
    let isolated: Api;

    beforeAll(async () => {
      nats = await startIsolatedNats();
      apps.push(await startExtraApp('auth', { NATS_URL: nats.url }));
      apps.push(await startExtraApp('metrics', { NATS_URL: nats.url, LLM_BASE_URL: '', LLM_MODEL: '' }));
      const gateway = await startExtraApp('gateway', { NATS_URL: nats.url });
      apps.push(gateway);
      const client = new TestNatsClient(nats.url);
      try {
        const org = await client.send(Subjects.auth.createOrganization, { name: `no-llm-${randomUUID()}` });
        const created = await client.send(Subjects.auth.createKey, { org: org.id, label: 'no-llm' });
        isolated = new Api(created.key, gateway.url);
      } finally {
        await client.close();
      }
    });

    afterAll(async () => {
      await Promise.all(apps.map((a) => a.stop()));
      nats?.stop();
    });

    it.each([
      ['/v1/translation/fluency-score', pair('no-llm')],
      [
        '/v1/translation/fluency-batch',
        { sourceLang: 'en', targetLang: 'fr', items: [{ sourceText: 'a', translatedText: 'b' }] },
      ],
      ['/v1/translation/gemba', pair('no-llm')],
    ])('%s answers 503 saying LLM_BASE_URL must be set', async (path, body) => {
      const error = expectErrorEnvelope(await isolated.post(path, body), 503, 'ENGINE_UNAVAILABLE');
      expect(error.message).toMatch(/No language model is configured: set LLM_BASE_URL/);
    });

    it('still answers 400 for an invalid body', async () => {
      expectErrorEnvelope(
        await isolated.post('/v1/translation/fluency-batch', { sourceLang: 'en', targetLang: 'fr', items: [] }),
        400,
        'BAD_REQUEST',
      );
    });
  });
});
