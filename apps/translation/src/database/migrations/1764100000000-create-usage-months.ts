import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credits per organization and calendar month (UTC), for the monthly quota: one row read per
 * check instead of a sum over the month's usage records. A statement trigger on usage_records
 * keeps it exact whichever code path inserts the records (the batched flush or the final state
 * of asynchronous work), in the inserting transaction.
 */
export class CreateUsageMonths1764100000000 implements MigrationInterface {
  name = 'CreateUsageMonths1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "translation"."usage_months" (
      "organization_id" uuid NOT NULL,
      "month" date NOT NULL,
      "credits" numeric(16,2) NOT NULL,
      CONSTRAINT "usage_months_pk" PRIMARY KEY ("organization_id", "month"))`);
    await q.query(`CREATE FUNCTION "translation"."usage_months_add"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "translation"."usage_months" ("organization_id", "month", "credits")
          SELECT "organization_id", date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, SUM("credits")
          FROM new_rows GROUP BY 1, 2
        ON CONFLICT ("organization_id", "month")
          DO UPDATE SET "credits" = "usage_months"."credits" + EXCLUDED."credits";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "usage_records_months_trg" AFTER INSERT ON "translation"."usage_records"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "translation"."usage_months_add"()`);
    await q.query(`INSERT INTO "translation"."usage_months" ("organization_id", "month", "credits")
      SELECT "organization_id", date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, SUM("credits")
      FROM "translation"."usage_records" GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "usage_records_months_trg" ON "translation"."usage_records"`);
    await q.query(`DROP FUNCTION "translation"."usage_months_add"()`);
    await q.query(`DROP TABLE "translation"."usage_months"`);
  }
}
