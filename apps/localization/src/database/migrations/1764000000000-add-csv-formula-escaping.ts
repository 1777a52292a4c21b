import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables remember whether their CSV/TSV output escapes formula-like cells (on unless asked otherwise). */
export class AddCsvFormulaEscaping1764000000000 implements MigrationInterface {
  name = 'AddCsvFormulaEscaping1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "localization"."localization_tables" ADD "csv_formula_escaping" boolean NOT NULL DEFAULT true`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "localization"."localization_tables" DROP COLUMN "csv_formula_escaping"`);
  }
}
