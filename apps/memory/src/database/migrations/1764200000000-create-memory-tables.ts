import { MigrationInterface, QueryRunner } from 'typeorm';
import { trigramSchema } from '../trigram-schema';

export class CreateMemoryTables1764200000000 implements MigrationInterface {
  name = 'CreateMemoryTables1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // pg_trgm ships with PostgreSQL (the embedded one and every managed one). Installed in this
    // service's own schema unless the database already has it elsewhere.
    if (!(await trigramSchema(q))) await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA "memory"`);
    const trgm = await trigramSchema(q);
    await q.query(`CREATE TABLE "memory"."memories" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "name" character varying(200) NOT NULL,
      "description" text,
      "revision" integer NOT NULL DEFAULT 1,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "memories_pk" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "memories_organization_created_idx" ON "memory"."memories" ("organization_id", "created_at", "id")`,
    );
    await q.query(`CREATE TABLE "memory"."units" (
      "id" uuid NOT NULL,
      "memory_id" uuid NOT NULL,
      "seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
      "source_language" character varying(35) NOT NULL,
      "target_language" character varying(35) NOT NULL,
      "source" text NOT NULL,
      "target" text NOT NULL,
      "normalized" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "units_pk" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "units_memory_seq_idx" ON "memory"."units" ("memory_id", "seq")`);
    await q.query(
      `CREATE INDEX "units_memory_pair_seq_idx" ON "memory"."units" ("memory_id", "source_language", "target_language", "seq")`,
    );
    // md5: a btree entry is limited to ~2,700 bytes and a source may be 10,000 characters.
    await q.query(
      `CREATE UNIQUE INDEX "units_source_uq" ON "memory"."units" ("memory_id", "source_language", "target_language", md5("source"))`,
    );
    await q.query(
      `CREATE INDEX "units_normalized_trgm_idx" ON "memory"."units" USING gin ("normalized" "${trgm}".gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "memory"."units"`);
    await q.query(`DROP TABLE "memory"."memories"`);
  }
}
