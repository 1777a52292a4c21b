import {
  DomainException,
  getJsonObject,
  GlossarySnapshotReader,
  namespacedBucket,
  natsConnectionOptions,
  openObjectStore,
  putJsonTextObject,
  RpcClient,
} from '@app/common';
import { ErrorCode, GlossarySnapshotContent, GlossarySnapshotResponse } from '@app/contracts';
import { connect, NatsConnection, ObjectStore } from 'nats';
import { randomUUID } from 'node:crypto';
import { testEnv, testNatsSettings } from '../../../test/support/test-env';

/** The object store as the glossary service writes it and the matching services read it, on the test cluster's NATS. */
describe('JSON objects in the object store', () => {
  let connection: NatsConnection;
  let store: ObjectStore;
  const bucket = namespacedBucket(testEnv().subjectPrefix, `test_objects_${randomUUID().slice(0, 8)}`);

  beforeAll(async () => {
    connection = await connect(natsConnectionOptions(testNatsSettings()));
    store = await openObjectStore(connection, bucket);
  });

  afterAll(async () => {
    await store.destroy();
    await connection.close();
  });

  // Several chunks (NATS's are 128 KiB), as a glossary of thousands of terms takes.
  const rows = Array.from({ length: 20_000 }, (_, i) => [randomUUID(), i % 2, `term ${i} é 日本`, 'auto']);

  it('reads back what was written, checked against the digest nats.js stored', async () => {
    await putJsonTextObject(store, 'whole', JSON.stringify({ rows }), { version: '1' });
    expect((await store.info('whole'))?.chunks).toBeGreaterThan(1);
    await expect(getJsonObject(connection.jetstream(), store, 'whole')).resolves.toEqual({ rows });
  });

  it('answers null for an object that is not there', async () => {
    await expect(getJsonObject(connection.jetstream(), store, 'missing')).resolves.toBeNull();
  });

  it('refuses an object whose chunks do not match its digest', async () => {
    await putJsonTextObject(store, 'tampered', JSON.stringify({ rows }), { version: '1' });
    const info = await store.info('tampered');
    // A chunk that the writer never hashed, as a corrupt or mixed-up stream would hold.
    await connection.jetstream().publish(`$O.${bucket}.C.${info!.nuid}`, new Uint8Array([1, 2, 3]));
    await expect(getJsonObject(connection.jetstream(), store, 'tampered', 5_000)).rejects.toThrow(
      'its digest does not match',
    );
  });

  describe('glossary snapshots', () => {
    const glossaryId = randomUUID();
    const write = (language: string, version: number) => {
      const content: GlossarySnapshotContent = {
        glossaryId,
        version,
        language,
        rows: [[randomUUID(), 1, 'word', 'auto']],
      };
      return putJsonTextObject(store, `${glossaryId}/${language}`, JSON.stringify(content), {
        version: String(version),
      });
    };
    const answer = (version: number, languages: string[]): GlossarySnapshotResponse => ({
      glossaryId,
      version,
      languages,
      bucket,
      objects: languages.map((language) => ({
        language,
        requested: [language],
        name: `${glossaryId}/${language}`,
        entries: 1,
        bytes: 0,
      })),
    });
    const reader = () => new GlossarySnapshotReader({ connected: () => Promise.resolve(connection) } as RpcClient);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error as DomainException).code,
      );

    it('reads every language of the version answered', async () => {
      await Promise.all([write('en', 3), write('es', 3)]);
      const contents = await reader().read(answer(3, ['en', 'es']));
      expect(contents.map((c) => [c.language, c.version])).toEqual([
        ['en', 3],
        ['es', 3],
      ]);
    });

    it('refuses an object older than the version answered', async () => {
      await Promise.all([write('en', 3), write('es', 3)]);
      expect(await refusal(reader().read(answer(4, ['en', 'es'])))).toBe(ErrorCode.ENGINE_UNAVAILABLE);
    });

    it('refuses languages found at two versions', async () => {
      await Promise.all([write('en', 5), write('es', 6)]);
      expect(await refusal(reader().read(answer(5, ['en', 'es'])))).toBe(ErrorCode.ENGINE_UNAVAILABLE);
    });
  });
});
