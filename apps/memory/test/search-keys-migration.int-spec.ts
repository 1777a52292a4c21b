import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { memoryDataSourceOptions } from '../src/database/data-source';
import { searchKeys, searchScope } from '../src/lookup/search-keys';
import { testEnv } from '../../../test/support/test-env';

/**
 * Units stored before the word index existed get their search keys when the migration runs:
 * a memory filled last week is looked up the new way without being imported again.
 */
describe('memory migration to the word index', () => {
  const database = `memory_keys_migration_${process.pid}`;
  const admin = new Client({ connectionString: testEnv().databaseUrl });
  let url: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}"`);
    await admin.query(`CREATE DATABASE "${database}"`);
    const address = new URL(testEnv().databaseUrl);
    address.pathname = `/${database}`;
    url = address.toString();
  });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  it('fills search_keys of the units already stored, and goes back down', async () => {
    const options = memoryDataSourceOptions(url);
    const migrations = options.migrations as (new () => object)[];
    const before = new DataSource({ ...options, migrations: migrations.slice(0, 1) });
    await before.initialize();
    await before.query(`CREATE SCHEMA IF NOT EXISTS "memory"`);
    await before.runMigrations();
    const memoryId = '5d1e6a0c-7b8f-4d43-9a3e-2b6c0f1d9e21';
    const units = [
      ['en', 'es', 'Cannot open the file %s for reading'],
      ['en', 'fr', 'Cannot open the file %s for reading'],
      ['en', 'es', 'Written by Mike Haertel and others'],
    ];
    for (const [i, [sourceLanguage, targetLanguage, source]] of units.entries()) {
      await before.query(
        `INSERT INTO "memory"."units" ("id", "memory_id", "source_language", "target_language", "source", "target", "normalized", "created_at", "updated_at")
         VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, lower($4), now(), now())`,
        [memoryId, sourceLanguage, targetLanguage, source, `target ${i}`],
      );
    }
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    try {
      expect((await after.runMigrations()).map((m) => m.name)).toEqual(['WordSearchKeys1764300000000']);
      const rows: { source_language: string; target_language: string; source: string; search_keys: string[] }[] =
        await after.query(
          `SELECT "source_language", "target_language", "source", "search_keys" FROM "memory"."units" ORDER BY "seq"`,
        );
      expect(rows.map((r) => r.search_keys)).toEqual(
        rows.map((r) => searchKeys(searchScope(memoryId, r.source_language, r.target_language), r.source)),
      );
      // The same source in two pairs holds no key in common: each pair is looked up apart.
      expect(rows[0].search_keys.filter((k) => rows[1].search_keys.includes(k))).toEqual([]);

      await after.undoLastMigration();
      const columns: unknown[] = await after.query(
        `SELECT 1 FROM information_schema.columns WHERE table_schema = 'memory' AND table_name = 'units' AND column_name = 'search_keys'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await after.destroy();
    }
  });
});
