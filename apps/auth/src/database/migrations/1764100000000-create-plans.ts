import { MigrationInterface, QueryRunner } from 'typeorm';

/** Plans as data (CONTRACT "Plans, quotas and limits" defaults), and the plan of every organization. */
export class CreatePlans1764100000000 implements MigrationInterface {
  name = 'CreatePlans1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "auth"."plans" (
      "name" character varying(40) NOT NULL,
      "requests_per_minute" integer,
      "monthly_credits" bigint,
      CONSTRAINT "plans_pk" PRIMARY KEY ("name"))`);
    await q.query(`INSERT INTO "auth"."plans" ("name", "requests_per_minute", "monthly_credits") VALUES
      ('free', 60, 10000), ('pro', 600, 1000000), ('enterprise', 6000, NULL)`);
    // Organizations that exist already get the free plan; new ones get DEFAULT_PLAN from the auth service.
    await q.query(`ALTER TABLE "auth"."organizations" ADD "plan" character varying(40) NOT NULL DEFAULT 'free'`);
    await q.query(`ALTER TABLE "auth"."organizations" ALTER COLUMN "plan" DROP DEFAULT`);
    await q.query(
      `ALTER TABLE "auth"."organizations" ADD CONSTRAINT "organizations_plan_fk" FOREIGN KEY ("plan") REFERENCES "auth"."plans"("name") ON DELETE RESTRICT ON UPDATE CASCADE`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."organizations" DROP CONSTRAINT "organizations_plan_fk"`);
    await q.query(`ALTER TABLE "auth"."organizations" DROP COLUMN "plan"`);
    await q.query(`DROP TABLE "auth"."plans"`);
  }
}
