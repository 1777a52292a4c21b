import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { EntityManager, Repository } from 'typeorm';
import { isoTimestamps } from './iso-timestamps';
import { TermEntity } from './term.entity';
import { DefinitionRecord, EntryRow, ExportRow, TermRecord } from './term.records';

const TERM_COLUMNS = `"id", "glossary_id" AS "glossaryId", "translation_flag" AS "translationFlag", "created_at" AS "createdAt", "updated_at" AS "updatedAt"`;
const DEFINITION_COLUMNS = `"term_id" AS "termId", "language", "term", "definition", "case_sensitivity" AS "caseSensitivity", "position", "created_at" AS "createdAt", "updated_at" AS "updatedAt"`;

type TermRow = Omit<TermRecord, 'definitions'>;

/** Terms per row of snapshotRowsJson's answer: about 150 kB of JSON. */
const SNAPSHOT_CHUNK_TERMS = 2048;

/** A term as json_build_object gives it: timestamps are text. */
type Dated<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
type JsonTerm = Dated<TermRow> & { definitions: Dated<DefinitionRecord>[] | null };

function fromJson(term: JsonTerm): TermRecord {
  const dates = <T>(row: Dated<T>) =>
    ({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) }) as T;
  return { ...dates<TermRow>(term), definitions: (term.definitions ?? []).map((d) => dates<DefinitionRecord>(d)) };
}
type DefinitionRow = DefinitionRecord & { termId: string };
type DefinitionWrite = DefinitionRow & { glossaryId: string };

/**
 * A definition with its term's ids, field by field: V8 builds `{...d, termId, glossaryId}` in its
 * runtime, several microseconds a row (thousands of rows a bulk batch).
 */
function definitionRow(term: TermRecord, d: DefinitionRecord): DefinitionWrite {
  return {
    termId: term.id,
    glossaryId: term.glossaryId,
    language: d.language,
    term: d.term,
    definition: d.definition,
    caseSensitivity: d.caseSensitivity,
    position: d.position,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/**
 * Every query on terms and definitions. Writes are set-based: a whole bulk batch is two
 * INSERT statements (terms, then definitions) whatever its size.
 */
@Injectable()
export class TermRepository {
  // Definitions are written with their terms in set-based SQL, so one repository covers both tables.
  constructor(@InjectRepository(TermEntity) private readonly terms: Repository<TermEntity>) {}

  /** The same queries on a transaction's manager (TypeORM's `withRepository`). */
  in(tx: EntityManager): TermRepository {
    return new TermRepository(tx.withRepository(this.terms));
  }

  /** Refreshes the planner's statistics of the term tables (TermStatistics). */
  async analyse(): Promise<void> {
    await this.terms.query('ANALYZE "glossary"."terms", "glossary"."definitions"');
  }

  async insertMany(terms: TermRecord[]): Promise<void> {
    if (terms.length === 0) return;
    const iso = isoTimestamps();
    // WITH ORDINALITY + ORDER BY: the identity column `seq` follows the request order.
    await this.terms.query(
      `INSERT INTO "glossary"."terms" ("id", "glossary_id", "translation_flag", "created_at", "updated_at")
       SELECT u.id, u.glossary_id, u.flag, u.created_at, u.updated_at
       FROM unnest($1::uuid[], $2::uuid[], $3::boolean[], $4::timestamptz[], $5::timestamptz[]) WITH ORDINALITY AS u(id, glossary_id, flag, created_at, updated_at, ord)
       ORDER BY u.ord`,
      [
        terms.map((t) => t.id),
        terms.map((t) => t.glossaryId),
        terms.map((t) => t.translationFlag),
        terms.map((t) => iso(t.createdAt)),
        terms.map((t) => iso(t.updatedAt)),
      ],
    );
    await this.upsertDefinitions(terms.flatMap((t) => t.definitions.map((d) => definitionRow(t, d))));
  }

  /** Inserts new definitions and overwrites changed ones (their `createdAt` stays). */
  async upsertDefinitions(rows: DefinitionWrite[]): Promise<void> {
    if (rows.length === 0) return;
    const column = <K extends keyof DefinitionWrite>(key: K) => rows.map((r) => r[key]);
    // As text: pg formats each Date of an array parameter on its own, and a batch's rows share one instant.
    const iso = isoTimestamps();
    const timestamps = (key: 'createdAt' | 'updatedAt') => rows.map((r) => iso(r[key]));
    await this.terms.query(
      `INSERT INTO "glossary"."definitions" ("term_id", "glossary_id", "language", "position", "term", "definition", "case_sensitivity", "created_at", "updated_at")
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::smallint[], $5::text[], $6::text[], $7::varchar[], $8::timestamptz[], $9::timestamptz[])
       ON CONFLICT ON CONSTRAINT "definitions_pk" DO UPDATE SET
         "term" = EXCLUDED."term", "definition" = EXCLUDED."definition",
         "case_sensitivity" = EXCLUDED."case_sensitivity", "updated_at" = EXCLUDED."updated_at"`,
      [
        column('termId'),
        column('glossaryId'),
        column('language'),
        column('position'),
        column('term'),
        column('definition'),
        column('caseSensitivity'),
        timestamps('createdAt'),
        timestamps('updatedAt'),
      ],
    );
  }

  async updateTerm(id: string, fields: { translationFlag: boolean; updatedAt: Date }): Promise<void> {
    await this.terms.query(`UPDATE "glossary"."terms" SET "translation_flag" = $2, "updated_at" = $3 WHERE "id" = $1`, [
      id,
      fields.translationFlag,
      fields.updatedAt,
    ]);
  }

  async findOne(glossaryId: string, termId: string): Promise<TermRecord | null> {
    const terms: TermRow[] = await this.terms.query(
      `SELECT ${TERM_COLUMNS} FROM "glossary"."terms" WHERE "id" = $1 AND "glossary_id" = $2`,
      [termId, glossaryId],
    );
    if (terms.length === 0) return null;
    return (await this.withDefinitions(terms))[0];
  }

  /**
   * One page in insertion order, with the owner check and the total, in one round trip:
   * null when `organizationId` does not own the glossary. `search` keeps the terms with an entry
   * or a definition containing it, in any letter case (`%` and `_` in it are plain characters).
   */
  async pageOwned(
    glossaryId: string,
    organizationId: string,
    page: { offset: number; limit: number; search?: string },
  ): Promise<{ total: number; terms: TermRecord[] } | null> {
    if (!isUUID(organizationId)) return null;
    // Referenced twice, so NOT MATERIALIZED: without a search the page stays a walk of the seq index.
    const pattern = page.search ? `%${page.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows: { total: number; terms: JsonTerm[] }[] = await this.terms.query(
      `WITH matching AS NOT MATERIALIZED (
         SELECT t.* FROM "glossary"."terms" t
         WHERE t."glossary_id" = $1 AND ($5::text IS NULL OR EXISTS (
           SELECT 1 FROM "glossary"."definitions" d
           WHERE d."term_id" = t."id" AND (d."term" ILIKE $5 OR d."definition" ILIKE $5))))
       SELECT CASE WHEN $5::text IS NULL THEN g."term_count" ELSE (SELECT count(*)::int FROM matching) END AS "total",
       COALESCE((
         SELECT json_agg(json_build_object(
           'id', t."id", 'glossaryId', t."glossary_id", 'translationFlag', t."translation_flag",
           'createdAt', t."created_at", 'updatedAt', t."updated_at",
           'definitions', (SELECT json_agg(json_build_object(
               'language', d."language", 'term', d."term", 'definition', d."definition", 'caseSensitivity', d."case_sensitivity",
               'position', d."position", 'createdAt', d."created_at", 'updatedAt', d."updated_at") ORDER BY d."position")
             FROM "glossary"."definitions" d WHERE d."term_id" = t."id")
         ) ORDER BY t."seq")
         FROM (SELECT * FROM matching ORDER BY "seq" LIMIT $3 OFFSET $4) t
       ), '[]') AS "terms"
       FROM "glossary"."glossaries" g WHERE g."id" = $1 AND g."organization_id" = $2`,
      [glossaryId, organizationId, page.limit, page.offset, pattern],
    );
    if (rows.length === 0) return null;
    return { total: rows[0].total, terms: rows[0].terms.map(fromJson) };
  }

  /**
   * Up to `limit` terms after `afterSeq` in creation order, one row per definition: keyset paging
   * keeps every page of a 100,000-term export as cheap as the first.
   */
  exportRows(glossaryId: string, afterSeq: number, limit: number): Promise<ExportRow[]> {
    return this.terms.query(
      `WITH page AS (
         SELECT "id", "seq", "translation_flag" FROM "glossary"."terms"
         WHERE "glossary_id" = $1 AND "seq" > $2 ORDER BY "seq" LIMIT $3)
       SELECT p."seq"::float8 AS "seq", p."id", p."translation_flag" AS "translationFlag", d."language", d."term",
              d."definition", d."case_sensitivity" AS "caseSensitivity"
       FROM page p JOIN "glossary"."definitions" d ON d."term_id" = p."id"
       ORDER BY p."seq", d."position"`,
      [glossaryId, afterSeq, limit],
    );
  }

  /** Removes the term; its definitions go with it (foreign key cascade). */
  async delete(glossaryId: string, termId: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.terms.query(
      `DELETE FROM "glossary"."terms" WHERE "id" = $1 AND "glossary_id" = $2`,
      [termId, glossaryId],
    );
    return affected > 0;
  }

  /** All definitions of a glossary (optionally only some languages) with their term's flag, in term then entry order: one query. */
  entries(glossaryId: string, languages: string[] | null): Promise<EntryRow[]> {
    return this.terms.query(
      `SELECT d."term_id" AS "termId", t."translation_flag" AS "translationFlag", d."language", d."term", d."definition", d."case_sensitivity" AS "caseSensitivity"
       FROM "glossary"."definitions" d JOIN "glossary"."terms" t ON t."id" = d."term_id"
       WHERE d."glossary_id" = $1 AND ($2::text[] IS NULL OR d."language" = ANY($2::text[]))
       ORDER BY t."seq", d."position"`,
      [glossaryId, languages],
    );
  }

  /**
   * One language's entries for the object store (GlossarySnapshotRow[], no definition text, which
   * no matcher reads) as one JSON array in term order, written by PostgreSQL: for 100,000 terms it
   * saves this process parsing 100,000 rows and writing them out again. The array comes in rows of
   * at most SNAPSHOT_CHUNK_TERMS terms, joined here: one 7 MB row costs pg's parser a copy per
   * network read while it gathers the message, and json_agg's one sort of the whole set spilled to
   * disk (the chunked form halves the query's time on 100,000 terms).
   */
  async snapshotRowsJson(glossaryId: string, language: string): Promise<{ json: string; count: number }> {
    const chunks: { json: string; count: number }[] = await this.terms.query(
      // Text concatenation, not json_build_array (a variadic "any" call per row, and spaces after
      // commas); to_json escapes the term. A chunk is a range of seq (ranges of other glossaries'
      // terms leave it smaller, never larger).
      `SELECT string_agg('["' || d."term_id" || '",' || CASE WHEN t."translation_flag" THEN '1' ELSE '0' END || ','
                || to_json(d."term") || ',"' || d."case_sensitivity" || '"]', ',' ORDER BY t."seq") AS "json",
              count(*)::int AS "count"
       FROM "glossary"."terms" t JOIN "glossary"."definitions" d ON d."term_id" = t."id"
       WHERE t."glossary_id" = $1 AND d."glossary_id" = $1 AND d."language" = $2
       GROUP BY t."seq" / ${SNAPSHOT_CHUNK_TERMS}
       ORDER BY t."seq" / ${SNAPSHOT_CHUNK_TERMS}`,
      [glossaryId, language],
    );
    let count = 0;
    for (const chunk of chunks) count += chunk.count;
    return { json: `[${chunks.map((chunk) => chunk.json).join(',')}]`, count };
  }

  private async withDefinitions(terms: TermRow[]): Promise<TermRecord[]> {
    if (terms.length === 0) return [];
    const rows: DefinitionRow[] = await this.terms.query(
      `SELECT ${DEFINITION_COLUMNS} FROM "glossary"."definitions" WHERE "term_id" = ANY($1::uuid[]) ORDER BY "term_id", "position"`,
      [terms.map((t) => t.id)],
    );
    const byTerm = new Map<string, DefinitionRecord[]>(terms.map((t) => [t.id, []]));
    for (const { termId, ...definition } of rows) byTerm.get(termId)?.push(definition);
    return terms.map((t) => ({ ...t, definitions: byTerm.get(t.id) ?? [] }));
  }
}
