import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { AGENTIC, agenticFinished, scriptAgentic } from '../../../test/support/agentic';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { FakeLlmControl, jsonSchemaOf } from '../../../test/support/fake-llm';
import { testEnv } from '../../../test/support/test-env';

const memories = '/v1/translation/memories';

/**
 * CONTRACT "Translation memories" on agentic tasks: a match at or above `memoryThreshold` is the
 * result (no passes, no credits); a match from 75 up is given to the model as an example.
 */
describe('agentic translation with a translation memory', () => {
  const llm = new FakeLlmControl();
  let api: Api;
  let keyId: string;
  let db: Client;
  let memoryId: string;
  const nonce = randomUUID();
  const approved = `Approved wording for the button ${nonce}`;
  const stored = `The cat eats the fish in the kitchen ${nonce}`;
  const similar = `The cat eats the fish in the garden ${nonce}`;

  const agenticCredits = async () =>
    (
      await db.query(
        `SELECT coalesce(sum(credits), 0)::float AS credits FROM translation.usage_records
         WHERE key_id = $1 AND operation = 'agentic-translate'`,
        [keyId],
      )
    ).rows[0].credits as number;

  beforeAll(async () => {
    ({ api, keyId } = await newOrganization());
    db = new Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
    memoryId = expectOk(await api.post(memories, { name: 'Approved' })).id;
    expectOk(
      await api.post(`${memories}/${memoryId}/units`, {
        units: [
          { sourceLanguage: 'en', targetLanguage: 'es', source: approved, target: `Texto aprobado ${nonce}` },
          { sourceLanguage: 'en', targetLanguage: 'es', source: stored, target: `El gato come el pescado ${nonce}` },
        ],
      }),
    );
  });
  afterAll(() => db.end());

  /** The score the memory gives `similar`: a fuzzy match, below 95 and at least 75. */
  async function similarScore(): Promise<number> {
    const [match] = expectOk(
      await api.post(`${memories}/${memoryId}/lookup`, { sourceLanguage: 'en', targetLanguage: 'es', text: similar }),
    );
    expect(match.score).toBeGreaterThanOrEqual(75);
    expect(match.score).toBeLessThan(95);
    return match.score as number;
  }

  it('Forms A and B: the same text is answered from the memory, with no pass, no model call and no credits', async () => {
    const before = await agenticCredits();
    const a = expectOk(
      await api.post(AGENTIC, { sourceLanguage: 'en', targetLanguage: 'es', textContent: approved, memoryId }),
    );
    expect(await agenticFinished(api, a.translation_id)).toMatchObject({
      status: 'READY',
      result: `Texto aprobado ${nonce}`,
      passes: 0,
    });
    const b = expectOk(
      await api.post(AGENTIC, { sourceLanguage: 'en', targetLanguage: 'es', text: approved, memoryId }),
    );
    expect(await agenticFinished(api, b.id)).toEqual({
      id: b.id,
      status: 'completed',
      result: `Texto aprobado ${nonce}`,
      progress: 100,
    });
    expect(await llm.requests(approved)).toEqual([]);
    expect(await agenticCredits()).toBe(before);
  });

  it('a match below the threshold is given to the model in its passes, and the task is charged', async () => {
    const score = await similarScore();
    const draft = `El gato come el pescado en el jardín ${nonce}`;
    await scriptAgentic(llm, similar, [draft]);
    const before = await agenticCredits();
    const a = expectOk(
      await api.post(AGENTIC, { sourceLanguage: 'en', targetLanguage: 'es', textContent: similar, memoryId }),
    );
    expect(await agenticFinished(api, a.translation_id)).toMatchObject({ status: 'READY', result: draft, passes: 2 });
    const calls = await llm.requests(similar);
    // The draft and the revision are asked with the example; the critiques judge the draft alone.
    const drafting = calls.filter((c) => jsonSchemaOf(c.body)?.name !== 'translation_critique');
    expect(drafting).toHaveLength(2);
    for (const call of drafting) {
      const prompt = JSON.stringify(call.body);
      expect(prompt).toContain(`${score}% match`);
      expect(prompt).toContain(`El gato come el pescado ${nonce}`);
    }
    expect(await agenticCredits()).toBeGreaterThan(before);
  });

  it('a fuzzy match at or above memoryThreshold is the result', async () => {
    const score = await similarScore();
    const answered = expectOk(
      await api.post(AGENTIC, {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        text: similar,
        memoryId,
        memoryThreshold: score,
      }),
    );
    expect(await agenticFinished(api, answered.id)).toMatchObject({
      status: 'completed',
      result: `El gato come el pescado ${nonce}`,
    });
  });

  describe('refused before a task exists', () => {
    it.each<[string, () => object, number]>([
      ['an unknown memory', () => ({ memoryId: randomUUID() }), 404],
      ['a malformed memory id', () => ({ memoryId: 'nope' }), 404],
      ['a memoryThreshold over 100', () => ({ memoryId, memoryThreshold: 101 }), 400],
    ])('%s', async (_, fields, status) => {
      const answer = await api.post(AGENTIC, { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hi', ...fields() });
      expectErrorEnvelope(answer, status);
    });

    it("another organization's memory", async () => {
      const { api: other } = await newOrganization();
      const answer = await other.post(AGENTIC, { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hi', memoryId });
      expectErrorEnvelope(answer, 404);
    });
  });
});
