import { MigrationInterface, QueryRunner } from 'typeorm';

/** Agentic tasks remember the translation memory (and threshold) their text is matched against. */
export class AddAgenticMemory1764400000000 implements MigrationInterface {
  name = 'AddAgenticMemory1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "translation"."agentic_tasks" ADD "memory_id" character varying(100), ADD "memory_threshold" smallint`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "translation"."agentic_tasks" DROP COLUMN "memory_threshold", DROP COLUMN "memory_id"`);
  }
}
