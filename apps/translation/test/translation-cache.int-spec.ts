import { Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';
import { testEnv } from '../../../test/support/test-env';
import { cacheKey } from '../src/cache/cache-key';

/** The translation cache in PostgreSQL, seen through the translate subject (the cluster runs Apertium). */
describe('translation cache', () => {
  const nats = new TestNatsClient();
  // A real organization: translation reads its plan (monthly credits) before translating.
  const caller = { organizationId: '', keyId: '' };
  beforeAll(async () => {
    const org = await newOrganization();
    Object.assign(caller, { organizationId: org.organizationId, keyId: org.keyId });
  });
  const db = new Client({ connectionString: testEnv().databaseUrl });
  const keyOf = (text: string, model = 'apertium/v4') =>
    cacheKey({ engine: 'apertium', model, source: 'en', target: 'es', text, flag: false });
  const translate = async (text: string, ignoreCache = false) =>
    (
      await nats.send<{ data: string }>(Subjects.translation.translate, {
        caller,
        sourceLanguage: 'en',
        targetLanguage: 'es',
        text,
        ignoreCache,
      })
    ).data;

  beforeAll(() => db.connect());
  afterAll(async () => {
    await db.end();
    await nats.close();
  });

  it('answers from the database cache, and ignoreCache refreshes the entry', async () => {
    const text = `The red house, number ${Math.floor(Math.random() * 1e6)}`;
    await db.query(
      `INSERT INTO translation.translation_cache (key, engine, model, source_language, target_language, translation) VALUES ($1, 'apertium', 'apertium/v4', 'en', 'es', 'CACHED VALUE')`,
      [keyOf(text)],
    );
    expect(await translate(text)).toBe('CACHED VALUE');
    const fresh = await translate(text, true);
    expect(fresh).toMatch(/casa roja/);
    const { rows } = await db.query('SELECT translation FROM translation.translation_cache WHERE key = $1', [
      keyOf(text),
    ]);
    expect(rows[0].translation).toBe(fresh);
    expect(await translate(text)).toBe(fresh);
  });

  it.each(['apertium', 'apertium/v2'])('does not serve Apertium answers cached by %s (issue 21)', async (model) => {
    const text = `Doctors of WHO examine the data ${randomUUID().slice(0, 4)}.`;
    await db.query(
      `INSERT INTO translation.translation_cache (key, engine, model, source_language, target_language, translation) VALUES ($1, 'apertium', $2, 'en', 'es', 'Los doctores de QUIÉNES examinan el dato.')`,
      [keyOf(text, model), model],
    );
    expect(await translate(text)).toMatch(/^Los doctores de OMS examinan el dato/);
  });

  it('stores a new translation under its key', async () => {
    const text = `A small dog ${randomUUID().slice(0, 4)}`;
    const data = await translate(text);
    const { rows } = await db.query('SELECT translation FROM translation.translation_cache WHERE key = $1', [
      keyOf(text),
    ]);
    expect(rows).toEqual([{ translation: data }]);
  });
});
