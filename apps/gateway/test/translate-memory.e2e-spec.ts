import { randomUUID } from 'node:crypto';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';

const memories = '/v1/translation/memories';

/** CONTRACT "Translation memories": `memoryId` and `memoryThreshold` on translate and the batch. */
describe('translate with a translation memory', () => {
  let api: Api;
  let other: Api;
  let memoryId: string;
  const approved = `Approved wording ${randomUUID().slice(0, 8)} for the dog`;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    ({ api: other } = await newOrganization());
    memoryId = expectOk(await api.post(memories, { name: 'Approved' })).id;
    expectOk(
      await api.post(`${memories}/${memoryId}/units`, {
        units: [
          { sourceLanguage: 'en', targetLanguage: 'es', source: approved, target: 'Texto aprobado por el equipo' },
          { sourceLanguage: 'en', targetLanguage: 'es', source: 'The cat eats 3 fish', target: 'El gato come 3 peces' },
        ],
      }),
    );
  });

  it('Form A and Form B take the exact match from the memory', async () => {
    const a = expectOk(
      await api.post('/v1/translation/translate', {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        textContent: approved,
        memoryId,
      }),
    );
    expect(a).toBe('Texto aprobado por el equipo');
    const b = expectOk(
      await api.post('/v1/translation/translate', {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        text: approved,
        memoryId,
      }),
    );
    expect(b).toBe('Texto aprobado por el equipo');
  });

  it('batch items say which unit answered, cost no credits, and the rest goes to the engine', async () => {
    const data = expectOk(
      await api.post('/v1/translation/translate-batch', {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        texts: [approved, 'The dog eats bread', 'The cat eats 7 fish'],
        memoryId,
        memoryThreshold: 90,
      }),
    );
    expect(data.translations[0]).toEqual({
      index: 0,
      content: 'Texto aprobado por el equipo',
      memory: { unitId: expect.stringMatching(/^[0-9a-f-]{36}$/), score: 100 },
    });
    expect(data.translations[1]).toEqual({ index: 1, content: 'El perro come pan' });
    // A changed number: a fuzzy match (below 95, at least 90) whose target carries the new number.
    expect(data.translations[2]).toMatchObject({
      content: 'El gato come 7 peces',
      memory: { score: expect.any(Number) },
    });
    expect(data.batch_summary).toEqual({ total: 3, successful: 3, failed: 0, total_credits: 4 });
  });

  it('uses only the same text at the default threshold of 100', async () => {
    const data = expectOk(
      await api.post('/v1/translation/translate-batch', {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        texts: ['The cat eats 7 fish'],
        memoryId,
      }),
    );
    expect(data.translations[0].memory).toBeUndefined();
  });

  it('the asynchronous batch uses the memory too; another organization starting one with it is a 404', async () => {
    const body = { sourceLanguage: 'en', targetLanguage: 'es', texts: [approved, 'The dog eats bread'], memoryId };
    const started = expectOk(await api.post('/v1/translation/translate-batch-async', body));
    const deadline = Date.now() + 60_000;
    let job = expectOk(await api.get(`/v1/translation/translate-batch-async/${started.job_id}`));
    while (job.status === 'PENDING' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      job = expectOk(await api.get(`/v1/translation/translate-batch-async/${started.job_id}`));
    }
    expect(job.status).toBe('READY');
    expect(job.result.translations[0]).toMatchObject({
      content: 'Texto aprobado por el equipo',
      memory: { score: 100 },
    });
    expect(job.result.batch_summary.total_credits).toBe(4);
    expectErrorEnvelope(await other.post('/v1/translation/translate-batch-async', body), 404, 'NOT_FOUND');
  });

  it("answers 404 for another organization's memory and a malformed id, 400 for a threshold outside 1-100", async () => {
    const body = { sourceLanguage: 'en', targetLanguage: 'es', textContent: 'Hello' };
    expectErrorEnvelope(await other.post('/v1/translation/translate', { ...body, memoryId }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.post('/v1/translation/translate', { ...body, memoryId: 'nope' }), 404, 'NOT_FOUND');
    expectErrorEnvelope(
      await api.post('/v1/translation/translate', { ...body, memoryId, memoryThreshold: 0 }),
      400,
      'BAD_REQUEST',
    );
  });
});
