import { MigrationInterface, QueryRunner } from 'typeorm';
import { trigramSchema } from '../trigram-schema';
import { KEY_SEPARATOR, searchKeys, searchScope } from '../../lookup/search-keys';

interface UnitRow {
  id: string;
  seq: string;
  memory_id: string;
  source_language: string;
  target_language: string;
  source: string;
}

/** Units keyed per batch while the column is filled: one UPDATE each, a bounded array in memory. */
const BACKFILL_BATCH = 5_000;

/**
 * Lookups take their candidates from a word index (`search_keys`, README "Candidates") instead
 * of the trigram index on `normalized`, which is dropped; `normalized` stays for ranking.
 */
export class WordSearchKeys1764300000000 implements MigrationInterface {
  name = 'WordSearchKeys1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "memory"."units" ADD "search_keys" text[] NOT NULL DEFAULT '{}'`);
    for (let after = '0'; ;) {
      const rows = (await q.query(
        `SELECT "id", "seq", "memory_id", "source_language", "target_language", "source" FROM "memory"."units"
           WHERE "seq" > $1 ORDER BY "seq" LIMIT $2`,
        [after, BACKFILL_BATCH],
      )) as UnitRow[];
      if (rows.length === 0) break;
      const keys = rows.map((r) =>
        searchKeys(searchScope(r.memory_id, r.source_language, r.target_language), r.source).join(KEY_SEPARATOR),
      );
      await q.query(
        `UPDATE "memory"."units" u SET "search_keys" = string_to_array(k.keys, $3)
         FROM unnest($1::uuid[], $2::text[]) AS k(id, keys) WHERE u."id" = k.id`,
        [rows.map((r) => r.id), keys, KEY_SEPARATOR],
      );
      after = rows[rows.length - 1].seq;
    }
    await q.query(`ALTER TABLE "memory"."units" ALTER COLUMN "search_keys" DROP DEFAULT`);
    // The most common keys (10,000 with this target) tell a lookup which words are common.
    await q.query(`ALTER TABLE "memory"."units" ALTER COLUMN "search_keys" SET STATISTICS 1000`);
    await q.query(`CREATE INDEX "units_search_keys_idx" ON "memory"."units" USING gin ("search_keys")`);
    await q.query(`DROP INDEX "memory"."units_normalized_trgm_idx"`);
  }

  async down(q: QueryRunner): Promise<void> {
    const schema = await trigramSchema(q);
    await q.query(
      `CREATE INDEX "units_normalized_trgm_idx" ON "memory"."units" USING gin ("normalized" "${schema}".gin_trgm_ops)`,
    );
    await q.query(`DROP INDEX "memory"."units_search_keys_idx"`);
    await q.query(`ALTER TABLE "memory"."units" DROP COLUMN "search_keys"`);
  }
}
