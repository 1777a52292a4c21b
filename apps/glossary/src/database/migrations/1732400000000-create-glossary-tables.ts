import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateGlossaryTables1732400000000 implements MigrationInterface {
  name = 'CreateGlossaryTables1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "glossary"."glossaries" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "name" character varying(200) NOT NULL,
      "description" text,
      "languages" text array NOT NULL,
      "term_count" integer NOT NULL DEFAULT 0,
      "version" integer NOT NULL DEFAULT 1,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "glossaries_pk" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "glossaries_organization_created_idx" ON "glossary"."glossaries" ("organization_id", "created_at", "id")`,
    );
    await q.query(`CREATE TABLE "glossary"."terms" (
      "id" uuid NOT NULL,
      "glossary_id" uuid NOT NULL,
      "seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
      "translation_flag" boolean NOT NULL DEFAULT true,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "terms_pk" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "terms_glossary_seq_idx" ON "glossary"."terms" ("glossary_id", "seq")`);
    await q.query(`CREATE TABLE "glossary"."definitions" (
      "term_id" uuid NOT NULL,
      "language" character varying(35) NOT NULL,
      "glossary_id" uuid NOT NULL,
      "position" smallint NOT NULL,
      "term" text NOT NULL,
      "definition" text NOT NULL,
      "case_sensitivity" character varying(10) NOT NULL DEFAULT 'auto',
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "definitions_case_sensitivity_ck" CHECK ("case_sensitivity" IN ('auto', 'capitals', 'exact', 'ignore')),
      CONSTRAINT "definitions_pk" PRIMARY KEY ("term_id", "language"))`);
    await q.query(
      `CREATE INDEX "definitions_glossary_language_idx" ON "glossary"."definitions" ("glossary_id", "language")`,
    );
    await q.query(
      `ALTER TABLE "glossary"."terms" ADD CONSTRAINT "terms_glossary_fk" FOREIGN KEY ("glossary_id") REFERENCES "glossary"."glossaries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "glossary"."definitions" ADD CONSTRAINT "definitions_term_fk" FOREIGN KEY ("term_id") REFERENCES "glossary"."terms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "glossary"."definitions"`);
    await q.query(`DROP TABLE "glossary"."terms"`);
    await q.query(`DROP TABLE "glossary"."glossaries"`);
  }
}
