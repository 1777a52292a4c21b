import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1732300000000 implements MigrationInterface {
  name = 'CreateAuthTables1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "auth"."organizations" (
      "id" uuid NOT NULL,
      "name" character varying(200) NOT NULL,
      "webhook_secret" character varying(100) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "organizations_name_uq" UNIQUE ("name"),
      CONSTRAINT "organizations_pk" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "auth"."users" (
      "id" uuid NOT NULL,
      "email" character varying(320) NOT NULL,
      "password_hash" character varying(200) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "users_email_uq" UNIQUE ("email"),
      CONSTRAINT "users_pk" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "auth"."memberships" (
      "user_id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "role" character varying(20) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "memberships_pk" PRIMARY KEY ("user_id", "organization_id"))`);
    await q.query(`CREATE INDEX "memberships_organization_idx" ON "auth"."memberships" ("organization_id")`);
    await q.query(`CREATE TABLE "auth"."api_keys" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "label" character varying(200) NOT NULL,
      "key_hash" character(64) NOT NULL,
      "masked_key" character varying(40) NOT NULL,
      "created_by" character varying(320),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "last_used_at" TIMESTAMP WITH TIME ZONE,
      "revoked_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "api_keys_key_hash_uq" UNIQUE ("key_hash"),
      CONSTRAINT "api_keys_pk" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "api_keys_organization_idx" ON "auth"."api_keys" ("organization_id")`);
    await q.query(
      `ALTER TABLE "auth"."memberships" ADD CONSTRAINT "memberships_user_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "auth"."memberships" ADD CONSTRAINT "memberships_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "auth"."organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "auth"."api_keys" ADD CONSTRAINT "api_keys_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "auth"."organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."api_keys"`);
    await q.query(`DROP TABLE "auth"."memberships"`);
    await q.query(`DROP TABLE "auth"."users"`);
    await q.query(`DROP TABLE "auth"."organizations"`);
  }
}
