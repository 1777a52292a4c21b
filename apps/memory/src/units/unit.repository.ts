import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { trigramSchema } from '../database/trigram-schema';
import { CandidateKeys, KEY_SEPARATOR, searchKeys, searchScope } from '../lookup/search-keys';
import { UnitEntity } from './unit.entity';

/** A unit to write; `id` is used when the (memory, pair, source) is new. */
export interface NewUnit {
  id: string;
  sourceLanguage: string;
  targetLanguage: string;
  source: string;
  target: string;
  normalized: string;
}

export interface StoredUnit {
  id: string;
  sourceLanguage: string;
  targetLanguage: string;
  source: string;
  target: string;
  createdAt: Date;
  updatedAt: Date;
  /** Written now for the first time (else an older target was replaced). */
  inserted: boolean;
}

export interface UnitFilter {
  sourceLanguage?: string;
  targetLanguage?: string;
  q?: string;
}

type Row = Record<string, unknown> & { id: string; created_at: Date; updated_at: Date };

const RETURNED = `"id", "source_language", "target_language", "source", "target", "created_at", "updated_at"`;

function toStored(row: Row): StoredUnit {
  return {
    id: row.id,
    sourceLanguage: row.source_language as string,
    targetLanguage: row.target_language as string,
    source: row.source as string,
    target: row.target as string,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    inserted: row.inserted === true,
  };
}

/** Every query on units; set-based writes (one statement a batch). */
@Injectable()
export class UnitRepository {
  constructor(@InjectRepository(UnitEntity) private readonly units: Repository<UnitEntity>) {}

  in(tx: EntityManager): UnitRepository {
    return new UnitRepository(tx.withRepository(this.units));
  }

  /**
   * Inserts the units; the same source in the same pair replaces the stored target. With
   * `changedOnly`, a unit whose target is already the stored one is not written nor returned.
   * The caller gives each (pair, source) once: PostgreSQL refuses to update one row twice.
   */
  async upsert(memoryId: string, units: NewUnit[], at: Date, changedOnly = false): Promise<StoredUnit[]> {
    if (units.length === 0) return [];
    const column = <K extends keyof NewUnit>(key: K) => units.map((u) => u[key]);
    // One text per unit (unnest would flatten an array of arrays), split again in SQL.
    const keys = units.map((u) =>
      searchKeys(searchScope(memoryId, u.sourceLanguage, u.targetLanguage), u.source).join(KEY_SEPARATOR),
    );
    const rows: Row[] = await this.units.query(
      `INSERT INTO "memory"."units" ("id", "memory_id", "source_language", "target_language", "source", "target", "normalized", "search_keys", "created_at", "updated_at")
       SELECT u.id, $1, u.sl, u.tl, u.s, u.t, u.n, string_to_array(u.k, $10), $2, $2
       FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) AS u(id, sl, tl, s, t, n, k)
       ON CONFLICT ("memory_id", "source_language", "target_language", md5("source"))
       DO UPDATE SET "target" = EXCLUDED."target", "updated_at" = EXCLUDED."updated_at"
       ${changedOnly ? `WHERE "units"."target" IS DISTINCT FROM EXCLUDED."target"` : ''}
       RETURNING ${RETURNED}, (xmax = 0) AS "inserted"`,
      [
        memoryId,
        at,
        column('id'),
        column('sourceLanguage'),
        column('targetLanguage'),
        column('source'),
        column('target'),
        column('normalized'),
        keys,
        KEY_SEPARATOR,
      ],
    );
    return rows.map(toStored);
  }

  async page(memoryId: string, filter: UnitFilter, offset: number, limit: number) {
    const where = ['"memory_id" = $1'];
    const params: unknown[] = [memoryId];
    if (filter.sourceLanguage) where.push(`"source_language" = $${params.push(filter.sourceLanguage)}`);
    if (filter.targetLanguage) where.push(`"target_language" = $${params.push(filter.targetLanguage)}`);
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const at = params.push(pattern);
      where.push(`("source" ILIKE $${at} OR "target" ILIKE $${at})`);
    }
    const condition = where.join(' AND ');
    const [count]: { total: string }[] = await this.units.query(
      `SELECT count(*) AS "total" FROM "memory"."units" WHERE ${condition}`,
      params,
    );
    const rows: Row[] = await this.units.query(
      `SELECT ${RETURNED} FROM "memory"."units" WHERE ${condition} ORDER BY "seq" OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    return { units: rows.map(toStored), total: Number(count.total) };
  }

  /** Units in insertion order after `afterSeq`, each with its sequence: exports page on it, not on offsets. */
  async after(
    memoryId: string,
    afterSeq: string,
    limit: number,
    pair?: [string, string],
  ): Promise<{ unit: StoredUnit; seq: string }[]> {
    const inPair = pair ? `AND "source_language" = $4 AND "target_language" = $5` : '';
    const rows: (Row & { seq: string })[] = await this.units.query(
      `SELECT ${RETURNED}, "seq" FROM "memory"."units" WHERE "memory_id" = $1 AND "seq" > $2 ${inPair} ORDER BY "seq" LIMIT $3`,
      [memoryId, afterSeq, limit, ...(pair ?? [])],
    );
    return rows.map((row) => ({ unit: toStored(row), seq: row.seq }));
  }

  /**
   * For each query, up to `limit` units of the pair that hold one of its `anyWord` keys and one
   * of its `anyLength` keys, or its `sameForm` key (the GIN index on `search_keys` finds them; the
   * table is never scanned), the most trigram-similar to its `form` first. One statement for all.
   */
  async candidates(
    memoryId: string,
    pair: [string, string],
    queries: CandidateKeys[],
    limit: number,
  ): Promise<StoredUnit[][]> {
    if (queries.length === 0) return [];
    const trgm = await this.trigramSchema();
    const joined = (pick: (keys: CandidateKeys) => string[]) => queries.map((q) => pick(q).join(KEY_SEPARATOR));
    // `memory_id::text`: no btree can serve that condition, so the word index is always the
    // access path. Right after an import, before statistics catch up, the planner otherwise
    // walked the (memory, pair) index and tested every unit of the pair.
    const rows: (Row & { query: string })[] = await this.units.query(
      `SELECT q.n AS "query", c.* FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS q(words, lengths, same_form, form, n)
       CROSS JOIN LATERAL (
         SELECT ${RETURNED} FROM "memory"."units"
         WHERE (("search_keys" && string_to_array(q.words, $5) AND "search_keys" && string_to_array(q.lengths, $5))
                OR "search_keys" @> ARRAY[q.same_form])
           AND "memory_id"::text = $6 AND "source_language" = $7 AND "target_language" = $8
         ORDER BY "${trgm}".similarity("normalized", q.form) DESC, "updated_at" DESC LIMIT $9
       ) c`,
      [
        joined((k) => k.anyWord),
        joined((k) => k.anyLength),
        queries.map((q) => q.sameForm),
        queries.map((q) => q.form),
        KEY_SEPARATOR,
        memoryId,
        pair[0],
        pair[1],
        limit,
      ],
    );
    const found = queries.map((): StoredUnit[] => []);
    for (const row of rows) found[Number(row.query) - 1].push(toStored(row));
    return found;
  }

  /**
   * Moves the word index's pending list (GIN's fast-update buffer) into the index proper.
   * Lookups scan that list row by row: after an import of 100,000 units a pending list held 185
   * pages and doubled each lookup's index scan (README). Merging after each write keeps inserts batched.
   */
  async flushSearchIndex(): Promise<void> {
    await this.units.query(`SELECT gin_clean_pending_list('"memory"."units_search_keys_idx"'::regclass)`);
  }

  /** The most common search keys and the share of units holding each (PostgreSQL's statistics). */
  async commonSearchKeys(): Promise<Map<string, number>> {
    const rows: { keys: string[] | null; shares: number[] | null }[] = await this.units.query(
      `SELECT most_common_elems::text::text[] AS "keys", most_common_elem_freqs AS "shares" FROM pg_stats
       WHERE schemaname = 'memory' AND tablename = 'units' AND attname = 'search_keys'`,
    );
    const row = rows.at(0);
    // The shares array ends with three summary figures past the keys' own.
    return new Map((row?.keys ?? []).map((key, i) => [key, row?.shares?.[i] ?? 0]));
  }

  /** Samples the search keys again (ANALYZE of the one column). */
  async analyseSearchKeys(): Promise<void> {
    await this.units.query(`ANALYZE "memory"."units" ("search_keys")`);
  }

  private trigramSchemaName?: Promise<string>;

  private trigramSchema(): Promise<string> {
    this.trigramSchemaName ??= trigramSchema(this.units.manager).then((schema) => schema ?? 'memory');
    return this.trigramSchemaName;
  }

  async delete(memoryId: string, unitId: string): Promise<boolean> {
    const result = await this.units.delete({ memoryId, id: unitId });
    return (result.affected ?? 0) > 0;
  }
}
