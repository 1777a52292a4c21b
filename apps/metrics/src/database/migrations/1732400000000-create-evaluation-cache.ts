import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEvaluationCache1732400000000 implements MigrationInterface {
  name = 'CreateEvaluationCache1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "metrics"."evaluation_cache" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "kind" character varying(20) NOT NULL,
      "cache_key" character(64) NOT NULL,
      "model" character varying(200) NOT NULL,
      "result" jsonb NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "evaluation_cache_key_uq" UNIQUE ("organization_id", "cache_key"),
      CONSTRAINT "evaluation_cache_pk" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "evaluation_cache_created_idx" ON "metrics"."evaluation_cache" ("created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "metrics"."evaluation_cache"`);
  }
}
