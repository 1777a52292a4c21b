import { LEASED_RECORD_COLUMNS_SQL } from '@app/work-queue/leased-record';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** Batch jobs, agentic tasks and webhook deliveries: each table is also its work queue (libs/work-queue). */
export class CreateAsyncWorkTables1732500000000 implements MigrationInterface {
  name = 'CreateAsyncWorkTables1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "translation"."batch_jobs" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "key_id" character varying(100) NOT NULL,
      "status" character varying(16) NOT NULL,
      "source_language" character varying(35) NOT NULL,
      "target_language" character varying(35) NOT NULL,
      "request" jsonb NOT NULL,
      "webhook_url" character varying(2048),
      "result" jsonb,
      "error" jsonb,
      ${LEASED_RECORD_COLUMNS_SQL},
      CONSTRAINT "batch_jobs_pk" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "batch_jobs_queue_idx" ON "translation"."batch_jobs" ("status", "lease_expires_at", "created_at")`,
    );

    await q.query(`CREATE TABLE "translation"."agentic_tasks" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "key_id" character varying(100) NOT NULL,
      "form" character varying(1) NOT NULL,
      "status" character varying(16) NOT NULL,
      "source_language" character varying(35) NOT NULL,
      "target_language" character varying(35) NOT NULL,
      "text" text NOT NULL,
      "glossary_id" uuid,
      "prompt" text,
      "ignore_cache" boolean NOT NULL DEFAULT false,
      "ui_safe" boolean NOT NULL DEFAULT false,
      "webhook_url" character varying(2048),
      "progress" integer NOT NULL DEFAULT 0,
      "passes" integer NOT NULL DEFAULT 0,
      "result" text,
      "error" jsonb,
      ${LEASED_RECORD_COLUMNS_SQL},
      CONSTRAINT "agentic_tasks_pk" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "agentic_tasks_queue_idx" ON "translation"."agentic_tasks" ("status", "lease_expires_at", "created_at")`,
    );

    // One delivery per completed job or task (the unique key), written in the transaction that completes it.
    await q.query(`CREATE TABLE "translation"."webhook_deliveries" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "event_type" character varying(60) NOT NULL,
      "subject_id" uuid NOT NULL,
      "url" character varying(2048) NOT NULL,
      "body" text NOT NULL,
      "status" character varying(16) NOT NULL,
      "last_error" text,
      ${LEASED_RECORD_COLUMNS_SQL},
      CONSTRAINT "webhook_deliveries_pk" PRIMARY KEY ("id"),
      CONSTRAINT "webhook_deliveries_subject_uq" UNIQUE ("event_type", "subject_id"))`);
    await q.query(
      `CREATE INDEX "webhook_deliveries_queue_idx" ON "translation"."webhook_deliveries" ("status", "lease_expires_at", "created_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "translation"."webhook_deliveries"`);
    await q.query(`DROP TABLE "translation"."agentic_tasks"`);
    await q.query(`DROP TABLE "translation"."batch_jobs"`);
  }
}
