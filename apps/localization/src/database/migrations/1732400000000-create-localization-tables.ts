import { LEASED_RECORD_COLUMNS_SQL } from '@app/work-queue/leased-record';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLocalizationTables1732400000000 implements MigrationInterface {
  name = 'CreateLocalizationTables1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "localization"."uploaded_files" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "filename" character varying(255) NOT NULL,
      "content_type" character varying(200),
      "size_bytes" integer NOT NULL DEFAULT 0,
      "completed_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "uploaded_files_pk" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "uploaded_files_created_idx" ON "localization"."uploaded_files" ("created_at")`);
    await q.query(`CREATE TABLE "localization"."uploaded_file_chunks" (
      "upload_id" uuid NOT NULL,
      "offset_bytes" integer NOT NULL,
      "data" bytea NOT NULL,
      CONSTRAINT "uploaded_file_chunks_pk" PRIMARY KEY ("upload_id", "offset_bytes"))`);
    await q.query(`ALTER TABLE "localization"."uploaded_file_chunks" ADD CONSTRAINT "uploaded_file_chunks_upload_fk"
      FOREIGN KEY ("upload_id") REFERENCES "localization"."uploaded_files"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await q.query(`CREATE TABLE "localization"."localization_tables" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "key_id" character varying(100) NOT NULL,
      "status" character varying(16) NOT NULL,
      "source_language" character varying(35) NOT NULL,
      "target_languages" text array NOT NULL,
      "source_url" character varying(2048),
      "source_name" character varying(255),
      "source_format" character varying(16),
      "source_content" bytea,
      "output_format" character varying(16),
      "output_content" bytea,
      "output_content_type" character varying(200),
      "output_filename" character varying(300),
      "output_size_bytes" integer,
      "error_message" text,
      ${LEASED_RECORD_COLUMNS_SQL},
      CONSTRAINT "localization_tables_pk" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "localization_tables_organization_created_idx" ON "localization"."localization_tables" ("organization_id", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "localization_tables_queue_idx" ON "localization"."localization_tables" ("status", "lease_expires_at", "created_at")`,
    );
    // Downloads read the file in slices: uncompressed out-of-line storage lets substring() fetch only the slice.
    await q.query(
      `ALTER TABLE "localization"."localization_tables" ALTER COLUMN "output_content" SET STORAGE EXTERNAL`,
    );

    await q.query(`CREATE TABLE "localization"."signing_keys" (
      "name" character varying(50) NOT NULL,
      "secret" bytea NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "signing_keys_pk" PRIMARY KEY ("name"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "localization"."signing_keys"`);
    await q.query(`DROP TABLE "localization"."localization_tables"`);
    await q.query(`DROP TABLE "localization"."uploaded_file_chunks"`);
    await q.query(`DROP TABLE "localization"."uploaded_files"`);
  }
}
