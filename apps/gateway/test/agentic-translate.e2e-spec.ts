import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { agenticFinished, noProblems, scriptAgentic } from '../../../test/support/agentic';
import { FakeLlmControl, jsonSchemaOf } from '../../../test/support/fake-llm';
import { testEnv } from '../../../test/support/test-env';

/**
 * `POST/GET /v1/translation/agentic-translate`, Forms A and B, through the gateway; the shared
 * cluster's language model is the fake server, scripted per test with a nonce in the text.
 */
/** CONTRACT "Credits and counting": words as the Unicode word segmenter sees them. */
const countWords = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).length;
const created = (answer: ApiAnswer) => expectOk(answer, answer.status === 201 ? 201 : 200);

interface Definition {
  term: string;
  definition: string;
}

describe('agentic translation', () => {
  const llm = new FakeLlmControl();
  let api: Api;
  let keyId: string;
  let db: Client;

  beforeAll(async () => {
    ({ api, keyId } = await newOrganization());
    db = new Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
  });
  afterAll(() => db.end());

  const start = (body: unknown) => api.post('/v1/translation/agentic-translate', body);
  const finished = (id: string) => agenticFinished(api, id);
  const script = (nonce: string, drafts: (string | object)[], critiques?: object[]) =>
    scriptAgentic(llm, nonce, drafts, critiques);

  it('Form A: PENDING at once, then READY after translate, critique and revise, at four times the rate', async () => {
    const nonce = randomUUID();
    await script(nonce, [`Buenos días, amigos ${nonce}`]);
    const textContent = `Good morning, friends ${nonce}`;
    const started = expectOk(await start({ sourceLanguage: 'en', targetLanguage: 'es', textContent }));
    expect(started).toEqual({ translation_id: expect.any(String), status: 'PENDING' });
    const task = await finished(started.translation_id);
    expect(task).toMatchObject({
      id: started.translation_id,
      status: 'READY',
      result: `Buenos días, amigos ${nonce}`,
      sourceLanguage: 'en',
      targetLanguage: 'es',
      passes: 2,
    });
    expect(task).not.toHaveProperty('error');
    expect(Date.parse(task.completedAt)).toBeGreaterThanOrEqual(Date.parse(task.createdAt));

    const calls = await llm.requests(nonce);
    const critiques = calls.filter((c) => jsonSchemaOf(c.body)?.name === 'translation_critique');
    expect(critiques).toHaveLength(2);
    expect(jsonSchemaOf(critiques[0].body)?.strict).toBe(true);
    expect(calls).toHaveLength(4); // draft, critique, revise, critique

    const { rows } = await db.query(
      `SELECT words, credits::float AS credits FROM translation.usage_records WHERE key_id = $1 AND operation = 'agentic-translate'`,
      [keyId],
    );
    expect(rows).toEqual([{ words: countWords(textContent), credits: 4 * countWords(textContent) }]);
  });

  it('stops at AGENTIC_MAX_PASSES (3) while the critique keeps finding major problems, and honours the prompt in every pass', async () => {
    const nonce = randomUUID();
    const major = { json: { problems: [{ span: 'amigos', category: 'style', severity: 'major', fix: 'warmer' }] } };
    await script(nonce, [`Hola ${nonce}`], [major]);
    const { translation_id } = expectOk(
      await start({ sourceLanguage: 'en', targetLanguage: 'es', textContent: `Hello ${nonce}`, prompt: 'Use tuteo' }),
    );
    const task = await finished(translation_id);
    expect(task).toMatchObject({ status: 'READY', passes: 3 });
    const calls = await llm.requests(nonce);
    expect(calls).toHaveLength(6); // draft, critique, (revise, critique) x 2
    for (const call of calls) expect(JSON.stringify(call.body.messages)).toContain('Use tuteo');
  });

  /** An en-es glossary of the caller's organization with one term. */
  async function glossaryWith(nonce: string, en: Definition, es: Definition): Promise<{ id: string }> {
    const glossary = created(
      await api.post('/v1/translation/glossaries', { name: `g-${nonce}`, languages: ['en', 'es'] }),
    );
    created(
      await api.post(`/v1/translation/glossaries/${glossary.id}/terms`, {
        definitions: [
          { language: 'en', ...en },
          { language: 'es', ...es },
        ],
      }),
    );
    return glossary;
  }

  it('with a glossary, revises a draft that misses a term until the term is there', async () => {
    const nonce = randomUUID();
    const glossary = await glossaryWith(
      nonce,
      { term: 'widget', definition: 'a small gadget' },
      { term: 'artilugio', definition: 'un aparato pequeño' },
    );
    // The model's first draft and first revision ignore the glossary; its critique never notices.
    await script(nonce, [
      `El dispositivo está roto ${nonce}`,
      `El aparato está roto ${nonce}`,
      `El artilugio está roto ${nonce}`,
    ]);
    const { translation_id } = expectOk(
      await start({
        sourceLanguage: 'en',
        targetLanguage: 'es',
        textContent: `The widget is broken ${nonce}`,
        glossaryId: glossary.id,
      }),
    );
    const task = await finished(translation_id);
    expect(task.status).toBe('READY');
    expect(task.result).toBe(`El artilugio está roto ${nonce}`);
    expect(task.passes).toBe(3);
    const revisions = (await llm.requests(nonce)).filter((c) =>
      JSON.stringify(c.body.messages).includes('Problems to fix'),
    );
    expect(revisions).toHaveLength(2);
    expect(JSON.stringify(revisions[0].body.messages)).toContain('must be translated as \\"artilugio\\"');
    // The glossary is in every prompt: draft, each critique and each revision.
    const calls = await llm.requests(nonce);
    expect(calls).toHaveLength(6);
    for (const call of calls)
      expect(JSON.stringify(call.body.messages)).toContain('\\"widget\\" must be translated as');
  });

  it('with a glossary, revises a draft that writes a term in the wrong letter case', async () => {
    const nonce = randomUUID();
    const glossary = await glossaryWith(
      nonce,
      { term: 'API key', definition: 'a secret that identifies a client' },
      { term: 'clave de API', definition: 'un secreto que identifica a un cliente' },
    );
    await script(nonce, [`La clave de api está rota ${nonce}`, `La clave de API está rota ${nonce}`]);
    const { translation_id } = expectOk(
      await start({
        sourceLanguage: 'en',
        targetLanguage: 'es',
        textContent: `The API key is broken ${nonce}`,
        glossaryId: glossary.id,
      }),
    );
    const task = await finished(translation_id);
    expect(task).toMatchObject({ status: 'READY', result: `La clave de API está rota ${nonce}`, passes: 2 });
    const revision = (await llm.requests(nonce)).find((c) =>
      JSON.stringify(c.body.messages).includes('Problems to fix'),
    );
    expect(JSON.stringify(revision?.body.messages)).toContain('write \\"clave de API\\" with exactly this letter case');
  });

  it('Form B: {id, status: pending}, progress from 0, then completed with progress 100', async () => {
    const nonce = randomUUID();
    await script(nonce, [{ content: `Hola ${nonce}`, delayMs: 1_500 }, `Hola ${nonce}`]);
    const started = expectOk(await start({ sourceLanguage: 'en', targetLanguage: 'es', text: `Hello ${nonce}` }));
    expect(started).toEqual({ id: expect.any(String), status: 'pending' });
    const early = expectOk(await api.get(`/v1/translation/agentic-translate/${started.id}`));
    expect(early).toEqual({ id: started.id, status: 'pending', result: null, progress: 0 });
    const task = await finished(started.id);
    expect(task).toEqual({ id: started.id, status: 'completed', result: `Hola ${nonce}`, progress: 100 });
  });

  it('Form B: progress rises as passes finish, never null and never back', async () => {
    const nonce = randomUUID();
    // Each critique takes a while, so the reads see the task between its passes.
    await script(nonce, [`Hola ${nonce}`], [{ ...noProblems, delayMs: 1_500 }]);
    const { id } = expectOk(await start({ sourceLanguage: 'en', targetLanguage: 'es', text: `Hello ${nonce}` }));
    const seen: number[] = [];
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      const task = expectOk(await api.get(`/v1/translation/agentic-translate/${id}`));
      if (seen.at(-1) !== task.progress) seen.push(task.progress);
      if (task.status !== 'pending') break;
    }
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('Form B uiSafe: placeholders and markup kept, at most 1.3 times the source', async () => {
    const nonce = randomUUID().slice(0, 8);
    const source = `Hello {name}, you have <b>%d</b> new messages ${nonce}`;
    await script(nonce, [
      `Hola, tienes <b>%d</b> mensajes nuevos que todavía no has leído en tu bandeja de entrada ${nonce}`,
      `Hola {name}, tienes <b>%d</b> mensajes nuevos ${nonce}`,
    ]);
    const { id } = expectOk(
      await start({ sourceLanguage: 'en', targetLanguage: 'es', text: source, options: { uiSafe: true } }),
    );
    const task = await finished(id);
    expect(task.status).toBe('completed');
    for (const token of ['{name}', '<b>', '%d', '</b>']) expect(task.result).toContain(token);
    expect([...task.result].length).toBeLessThanOrEqual(Math.floor([...source].length * 1.3));
  });

  it('Form B uiSafe: a task whose every draft drops a placeholder fails, saying why, and costs nothing', async () => {
    const nonce = randomUUID().slice(0, 8);
    await script(nonce, [`Hola, tienes mensajes nuevos ${nonce}`]);
    const usage = () => db.query(`SELECT count(*)::int AS n FROM translation.usage_records WHERE key_id = $1`, [keyId]);
    const before = (await usage()).rows;
    const { id } = expectOk(
      await start({
        sourceLanguage: 'en',
        targetLanguage: 'es',
        text: `Hello {name}, you have new messages ${nonce}`,
        options: { uiSafe: true },
      }),
    );
    const task = await finished(id);
    expect(task).toEqual({
      id,
      status: 'failed',
      result: null,
      progress: expect.any(Number),
      error: { code: 'UNPROCESSABLE', message: expect.stringMatching(/placeholder.*uiSafe/) },
    });
    expect((await usage()).rows).toEqual(before);
  });

  describe('refused before a task exists', () => {
    it.each<[string, unknown, number]>([
      ['neither textContent nor text', { sourceLanguage: 'en', targetLanguage: 'es' }, 400],
      ['both textContent and text', { sourceLanguage: 'en', targetLanguage: 'es', text: 'a', textContent: 'b' }, 400],
      ['an unknown language', { sourceLanguage: 'en', targetLanguage: 'qq', text: 'Hello' }, 400],
      [
        'a glossary that does not exist',
        { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hi', options: { glossaryId: randomUUID() } },
        404,
      ],
    ])('%s', async (_name, body, status) => {
      const before = await db.query(`SELECT count(*)::int AS n FROM translation.agentic_tasks`);
      expectErrorEnvelope(await start(body), status);
      const after = await db.query(`SELECT count(*)::int AS n FROM translation.agentic_tasks`);
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });
  });

  it('answers 404 for an unknown id and for another organization’s task', async () => {
    const nonce = randomUUID();
    await script(nonce, [`Hola ${nonce}`]);
    const { translation_id } = expectOk(
      await start({ sourceLanguage: 'en', targetLanguage: 'es', textContent: `Hi ${nonce}` }),
    );
    const other = await newOrganization();
    expectErrorEnvelope(await other.api.get(`/v1/translation/agentic-translate/${translation_id}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.get(`/v1/translation/agentic-translate/${randomUUID()}`), 404, 'NOT_FOUND');
    await finished(translation_id);
  });
});
