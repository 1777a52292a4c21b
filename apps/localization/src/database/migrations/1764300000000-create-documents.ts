import { LEASED_RECORD_COLUMNS_SQL } from '@app/work-queue';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** Document translation jobs (issue 39): the job row is also its queue item and holds both files. */
export class CreateDocuments1764300000000 implements MigrationInterface {
  name = 'CreateDocuments1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "localization"."documents" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "key_id" character varying(100) NOT NULL,
      "status" character varying(16) NOT NULL,
      "progress" integer NOT NULL DEFAULT 0,
      "filename" character varying(255) NOT NULL,
      "format" character varying(16) NOT NULL,
      "source_language" character varying(35) NOT NULL,
      "detected_language" character varying(35),
      "target_language" character varying(35) NOT NULL,
      "glossary_id" character varying(100),
      "memory_id" character varying(100),
      "prompt" text,
      "ignore_cache" boolean NOT NULL DEFAULT false,
      "webhook_url" character varying(2048),
      "source_content" bytea,
      "output_content" bytea,
      "output_filename" character varying(300),
      "output_media_type" character varying(200),
      "output_size_bytes" integer,
      "word_count" integer,
      "credits" integer,
      "terms_found" integer,
      "terms_followed" integer,
      "error_message" text,
      "files_deleted_at" TIMESTAMP WITH TIME ZONE,
      ${LEASED_RECORD_COLUMNS_SQL},
      CONSTRAINT "documents_pk" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "documents_organization_created_idx" ON "localization"."documents" ("organization_id", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "documents_queue_idx" ON "localization"."documents" ("status", "lease_expires_at", "created_at")`,
    );
    // Downloads read the file in slices: uncompressed out-of-line storage lets substring() fetch only the slice.
    await q.query(`ALTER TABLE "localization"."documents" ALTER COLUMN "output_content" SET STORAGE EXTERNAL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "localization"."documents"`);
  }
}
