import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTranslationTables1732400000000 implements MigrationInterface {
  name = 'CreateTranslationTables1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "translation"."translation_cache" (
      "key" character(64) NOT NULL,
      "engine" character varying(20) NOT NULL,
      "model" character varying(200) NOT NULL,
      "source_language" character varying(35) NOT NULL,
      "target_language" character varying(35) NOT NULL,
      "glossary_id" uuid,
      "glossary_version" integer,
      "translation" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "translation_cache_pk" PRIMARY KEY ("key"))`);
    await q.query(`CREATE INDEX "translation_cache_glossary_idx" ON "translation"."translation_cache" ("glossary_id")`);
    await q.query(`CREATE INDEX "translation_cache_updated_idx" ON "translation"."translation_cache" ("updated_at")`);
    await q.query(`CREATE TABLE "translation"."usage_records" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "key_id" character varying(100) NOT NULL,
      "operation" character varying(40) NOT NULL,
      "engine" character varying(20) NOT NULL,
      "items" integer NOT NULL,
      "words" integer NOT NULL,
      "credits" numeric(14,2) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "usage_records_pk" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "usage_records_organization_created_idx" ON "translation"."usage_records" ("organization_id", "created_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "translation"."usage_records"`);
    await q.query(`DROP TABLE "translation"."translation_cache"`);
  }
}
