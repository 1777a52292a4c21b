import { randomUUID } from 'node:crypto';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { completed, downloadFile, TABLES } from '../../../test/support/tables';

const memories = '/v1/translation/memories';

/** The `es` column of a JSON table, key by key. */
async function spanishOf(api: Api, id: string): Promise<Record<string, string>> {
  const body = (await (await downloadFile(api, id)).json()) as Record<string, { es: string }>;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value.es]));
}

/** CONTRACT "Translation memories": `memoryId` and `memoryThreshold` on localization tables. */
describe('localization tables with a translation memory', () => {
  let api: Api;
  let memoryId: string;
  const approved = `Approved wording ${randomUUID().slice(0, 8)} for the button`;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    memoryId = expectOk(await api.post(memories, { name: 'UI strings' })).id;
    expectOk(
      await api.post(`${memories}/${memoryId}/units`, {
        units: [
          { sourceLanguage: 'en', targetLanguage: 'es', source: approved, target: 'Texto aprobado del botón' },
          { sourceLanguage: 'en', targetLanguage: 'es', source: 'Save the file', target: 'Guardar el archivo' },
          { sourceLanguage: 'en', targetLanguage: 'es', source: 'The cat eats 3 fish', target: 'El gato come 3 peces' },
        ],
      }),
    );
  });

  it('takes every string the memory holds from it, and costs no credits for them', async () => {
    const before = expectOk(await api.get('/v1/usage')).usedCredits as number;
    const table = await completed(api, {
      sourceLanguage: 'en',
      targetLanguages: ['es'],
      content: JSON.stringify({ title: approved, save: 'Save the file' }),
      memoryId,
    });
    expect(await spanishOf(api, table.id)).toEqual({ title: 'Texto aprobado del botón', save: 'Guardar el archivo' });
    expect(expectOk(await api.get('/v1/usage')).usedCredits).toBe(before);
  });

  it('sends the other strings to the engine, and a fuzzy match answers at a lower memoryThreshold', async () => {
    const table = await completed(api, {
      sourceLanguage: 'en',
      targetLanguages: ['es'],
      content: JSON.stringify({ save: 'Save the file', dog: 'The dog eats bread', cat: 'The cat eats 7 fish' }),
      memoryId,
      memoryThreshold: 90,
    });
    expect(await spanishOf(api, table.id)).toEqual({
      save: 'Guardar el archivo',
      dog: 'El perro come pan',
      cat: 'El gato come 7 peces',
    });
  });

  it.each<[string, () => object, number]>([
    ['an unknown memory', () => ({ memoryId: randomUUID() }), 404],
    ['a malformed memory id', () => ({ memoryId: 'nope' }), 404],
    ['a memoryThreshold out of range', () => ({ memoryId, memoryThreshold: 0 }), 400],
  ])('answers %s at once', async (_, fields, status) => {
    const answer = await api.post(TABLES, {
      sourceLanguage: 'en',
      targetLanguages: ['es'],
      content: '{"a": "Hello"}',
      ...fields(),
    });
    expectErrorEnvelope(answer, status);
  });

  it("answers 404 for another organization's memory", async () => {
    const { api: other } = await newOrganization();
    const answer = await other.post(TABLES, {
      sourceLanguage: 'en',
      targetLanguages: ['es'],
      content: '{"a": "Hello"}',
      memoryId,
    });
    expectErrorEnvelope(answer, 404);
  });
});
