import {
  ErrorCode,
  Events,
  GLOSSARY_SNAPSHOT_BUCKET,
  GlossaryChangedEvent,
  glossarySnapshotObjectName,
  GlossaryEntriesResponse,
  GlossarySnapshotContent,
  PackedGlossaryEntries,
  Subjects,
  unpackGlossaryEntries,
} from '@app/contracts';
import {
  getJsonObject,
  namespacedBucket,
  namespacedSubject,
  natsConnectionOptions,
  openObjectStore,
} from '@app/common';
import { connect, JSONCodec, NatsConnection, Subscription } from 'nats';
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { Api, expectOk, newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';
import { testEnv, testNatsSettings } from '../../../test/support/test-env';

const base = '/v1/translation/glossaries';

/** Collects Events.glossary.changed as every listening replica receives it (Nest wraps events as {pattern, data}). */
class ChangeListener {
  readonly events: GlossaryChangedEvent[] = [];
  private constructor(
    private readonly connection: NatsConnection,
    private readonly subscription: Subscription,
  ) {}

  static async start(): Promise<ChangeListener> {
    const connection = await connect(natsConnectionOptions(testNatsSettings()));
    const subscription = connection.subscribe(namespacedSubject(testEnv().subjectPrefix, Events.glossary.changed));
    const listener = new ChangeListener(connection, subscription);
    const codec = JSONCodec<{ data: GlossaryChangedEvent }>();
    void (async () => {
      for await (const message of subscription) listener.events.push(codec.decode(message.data).data);
    })();
    return listener;
  }

  async for(glossaryId: string, count: number): Promise<GlossaryChangedEvent[]> {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const mine = this.events.filter((e) => e.glossaryId === glossaryId);
      if (mine.length >= count) return mine;
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.events.filter((e) => e.glossaryId === glossaryId);
  }

  async close() {
    this.subscription.unsubscribe();
    await this.connection.close();
  }
}

describe('glossary service over NATS', () => {
  let nats: TestNatsClient;
  let api: Api;
  let caller: { organizationId: string; keyId: string };
  let listener: ChangeListener;

  beforeAll(async () => {
    nats = new TestNatsClient();
    listener = await ChangeListener.start();
    const org = await newOrganization();
    api = org.api;
    caller = { organizationId: org.organizationId, keyId: org.keyId };
  });

  afterAll(async () => {
    await nats.close();
    await listener.close();
  });

  const newGlossary = async (languages = ['en', 'de', 'fr']) =>
    expectOk(await api.post(base, { name: 'Entries', languages })).id as string;

  it('answers every term with its flag and definitions, and the version', async () => {
    const glossaryId = await newGlossary();
    await api.post(`${base}/${glossaryId}/terms`, {
      definitions: [
        { language: 'en', term: 'API key', definition: 'd', caseSensitivity: 'exact' },
        { language: 'de', term: 'API-Schlüssel', definition: 'd' },
      ],
    });
    await api.post(`${base}/${glossaryId}/terms`, {
      translationFlag: false,
      definitions: [{ language: 'fr', term: 'Acme', definition: '' }],
    });
    const answer = await nats.send<GlossaryEntriesResponse>(Subjects.glossary.getEntries, { caller, glossaryId });
    expect(answer).toEqual({
      glossaryId,
      version: 3,
      languages: ['en', 'de', 'fr'],
      terms: [
        {
          termId: expect.any(String),
          translationFlag: true,
          definitions: [
            { language: 'en', term: 'API key', definition: 'd', caseSensitivity: 'exact' },
            { language: 'de', term: 'API-Schlüssel', definition: 'd', caseSensitivity: 'auto' },
          ],
        },
        {
          termId: expect.any(String),
          translationFlag: false,
          definitions: [{ language: 'fr', term: 'Acme', definition: '', caseSensitivity: 'auto' }],
        },
      ],
    });
    const pair = await nats.send<GlossaryEntriesResponse>(Subjects.glossary.getEntries, {
      caller,
      glossaryId,
      languages: ['DE', 'fr'],
    });
    expect(pair.terms.map((t) => t.definitions.map((d) => d.language))).toEqual([['de'], ['fr']]);
  });

  it('answers notModified for the version the caller holds', async () => {
    const glossaryId = await newGlossary();
    const first = await nats.send<GlossaryEntriesResponse>(Subjects.glossary.getEntries, { caller, glossaryId });
    expect(await nats.send(Subjects.glossary.getEntries, { caller, glossaryId, knownVersion: first.version })).toEqual({
      glossaryId,
      version: first.version,
      languages: first.languages,
      terms: [],
      notModified: true,
    });
  });

  it('is NOT_FOUND for another organization or an unknown glossary, BAD_REQUEST for a malformed id', async () => {
    const glossaryId = await newGlossary();
    const stranger = { organizationId: randomUUID(), keyId: 'k' };
    expect((await nats.sendExpectingError(Subjects.glossary.getEntries, { caller: stranger, glossaryId })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (await nats.sendExpectingError(Subjects.glossary.getEntries, { caller, glossaryId: randomUUID() })).code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await nats.sendExpectingError(Subjects.glossary.getEntries, { caller, glossaryId: 'x' })).code).toBe(
      ErrorCode.BAD_REQUEST,
    );
  });

  it('publishes a change event with a growing version for every change, and none for a no-op', async () => {
    const glossaryId = await newGlossary(['en', 'de']);
    const term = expectOk(
      await api.post(`${base}/${glossaryId}/terms`, { definitions: [{ language: 'en', term: 'a', definition: '' }] }),
    );
    await api.put(`${base}/${glossaryId}/terms/${term.id}`, { definitions: [{ language: 'en', term: 'a' }] }); // no change
    await api.put(`${base}/${glossaryId}/terms/${term.id}`, { translationFlag: false });
    await api.post(`${base}/${glossaryId}/terms/bulk`, {
      terms: [{ definitions: [{ language: 'de', term: 'b', definition: '' }] }],
    });
    await api.delete(`${base}/${glossaryId}/terms/${term.id}`);
    await api.put(`${base}/${glossaryId}`, { name: 'Renamed' });
    await api.delete(`${base}/${glossaryId}`);
    const events = await listener.for(glossaryId, 7);
    expect(events.map((e) => [e.kind, e.version])).toEqual([
      ['glossary.created', 1],
      ['term.created', 2],
      ['term.updated', 3],
      ['term.created', 4],
      ['term.deleted', 5],
      ['glossary.updated', 6],
      ['glossary.deleted', 7],
    ]);
    expect(events.every((e) => e.organizationId === caller.organizationId)).toBe(true);
  });

  it('answers thousands of terms in one round trip', async () => {
    const glossaryId = await newGlossary(['en', 'de']);
    const terms = Array.from({ length: 2_500 }, (_, i) => ({
      definitions: [
        { language: 'en', term: `term ${i}`, definition: '' },
        { language: 'de', term: `Begriff ${i}`, definition: '' },
      ],
    }));
    expectOk(await api.post(`${base}/${glossaryId}/terms/bulk`, { terms }));
    const started = performance.now();
    const answer = await nats.send<GlossaryEntriesResponse>(Subjects.glossary.getEntries, { caller, glossaryId });
    const ms = performance.now() - started;
    expect(answer.terms).toHaveLength(2_500);
    expect(answer.terms[2_499].definitions.map((d) => d.term)).toEqual(['term 2499', 'Begriff 2499']);
    expect(ms).toBeLessThan(1_000);
  });

  it("answers 10,000 three-language terms packed in one round trip, and explains the plain subject's limit", async () => {
    const glossaryId = await newGlossary(['en', 'de', 'fr']);
    const item = (i: number) => ({
      definitions: ['en', 'de', 'fr'].map((language) => ({
        language,
        term: `${language} term ${i}`,
        definition: `definition ${i}`,
      })),
    });
    for (let start = 0; start < 10_000; start += 2_500) {
      expectOk(
        await api.post(`${base}/${glossaryId}/terms/bulk`, {
          terms: Array.from({ length: 2_500 }, (_, i) => item(start + i)),
        }),
      );
    }
    const error = await nats.sendExpectingError(Subjects.glossary.getEntries, { caller, glossaryId });
    expect(error.code).toBe(ErrorCode.UNPROCESSABLE);
    expect(error.message).toContain('max_payload');
    const started = performance.now();
    const packed = await nats.send<PackedGlossaryEntries>(Subjects.glossary.getEntriesPacked, { caller, glossaryId });
    const entries = unpackGlossaryEntries(packed);
    const ms = performance.now() - started;
    expect(packed.encoding).toBe('gzip');
    expect(entries.terms).toHaveLength(10_000);
    expect(entries.terms[9_999].definitions.map((d) => d.term)).toEqual([
      'en term 9999',
      'de term 9999',
      'fr term 9999',
    ]);
    expect(ms).toBeLessThan(2_000);
    const again = await nats.send<PackedGlossaryEntries>(Subjects.glossary.getEntriesPacked, {
      caller,
      glossaryId,
      knownVersion: entries.version,
    });
    expect(unpackGlossaryEntries(again)).toMatchObject({ notModified: true, terms: [] });
  });

  it("refreshes PostgreSQL's statistics of the term tables after a large import", async () => {
    const db = new Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
    try {
      const lastAnalyse = async (): Promise<Date | null> => {
        const { rows } = await db.query<{ at: Date | null }>(
          `SELECT last_analyze AS at FROM pg_stat_user_tables WHERE schemaname = 'glossary' AND relname = 'terms'`,
        );
        return rows[0]?.at ?? null;
      };
      const { rows } = await db.query<{ now: Date }>('SELECT now() AS now');
      const before = rows[0].now;
      const glossaryId = await newGlossary(['en', 'es']);
      for (let start = 0; start < 20_000; start += 2_500) {
        const terms = Array.from({ length: 2_500 }, (_, i) => ({
          definitions: [
            { language: 'en', term: `planned ${start + i}`, definition: '' },
            { language: 'es', term: `planificado ${start + i}`, definition: '' },
          ],
        }));
        expectOk(await api.post(`${base}/${glossaryId}/terms/bulk`, { terms }));
      }
      const deadline = Date.now() + 20_000;
      let analysed = await lastAnalyse();
      while (!(analysed && analysed > before) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        analysed = await lastAnalyse();
      }
      expect(analysed?.getTime()).toBeGreaterThan(before.getTime());
    } finally {
      await db.end();
    }
  });

  it('writes a changed glossary to the object store once its changes settle, before anyone asks', async () => {
    const glossaryId = await newGlossary(['en', 'es']);
    const terms = Array.from({ length: 300 }, (_, i) => ({
      definitions: [
        { language: 'en', term: `ahead ${i}`, definition: '' },
        { language: 'es', term: `adelantado ${i}`, definition: '' },
      ],
    }));
    expectOk(await api.post(`${base}/${glossaryId}/terms/bulk`, { terms }));
    const [changed] = (await listener.for(glossaryId, 2)).slice(-1);
    const connection = await connect(natsConnectionOptions(testNatsSettings()));
    try {
      const store = await openObjectStore(
        connection,
        namespacedBucket(testEnv().subjectPrefix, GLOSSARY_SNAPSHOT_BUCKET),
      );
      const versions = async () =>
        Promise.all(
          ['en', 'es'].map(async (language) => {
            const info = await store.info(glossarySnapshotObjectName(glossaryId, language));
            return { language, version: Number(info?.metadata?.version ?? -1), entries: info?.metadata?.entries };
          }),
        );
      const deadline = Date.now() + 30_000;
      let seen = await versions();
      while (seen.some((v) => v.version !== changed.version) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        seen = await versions();
      }
      expect(seen).toEqual([
        { language: 'en', version: changed.version, entries: '300' },
        { language: 'es', version: changed.version, entries: '300' },
      ]);
      // The rows as the services read them: in term order, with the flag and letter case.
      const content = await getJsonObject<GlossarySnapshotContent>(
        connection.jetstream(),
        store,
        glossarySnapshotObjectName(glossaryId, 'es'),
      );
      expect(content).toMatchObject({ glossaryId, version: changed.version, language: 'es' });
      expect(content?.rows).toHaveLength(300);
      expect(content?.rows[0]).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), 1, 'adelantado 0', 'auto']);
      expect(content?.rows[299]).toEqual([expect.any(String), 1, 'adelantado 299', 'auto']);
    } finally {
      await connection.close();
    }
  });
});
