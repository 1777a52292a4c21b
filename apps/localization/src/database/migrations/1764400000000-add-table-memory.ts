import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables remember the translation memory (and threshold) their strings are matched against; documents the threshold. */
export class AddTableMemory1764400000000 implements MigrationInterface {
  name = 'AddTableMemory1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "localization"."localization_tables" ADD "memory_id" character varying(100), ADD "memory_threshold" smallint`,
    );
    await q.query(`ALTER TABLE "localization"."documents" ADD "memory_threshold" smallint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "localization"."documents" DROP COLUMN "memory_threshold"`);
    await q.query(
      `ALTER TABLE "localization"."localization_tables" DROP COLUMN "memory_threshold", DROP COLUMN "memory_id"`,
    );
  }
}
