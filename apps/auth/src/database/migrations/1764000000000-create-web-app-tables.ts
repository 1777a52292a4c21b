import { MigrationInterface, QueryRunner } from 'typeorm';

/** Web app: sessions, sign-in throttling per email, and invitations to an organization. */
export class CreateWebAppTables1764000000000 implements MigrationInterface {
  name = 'CreateWebAppTables1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "auth"."sessions" (
      "id_hash" character(64) NOT NULL,
      "user_id" uuid NOT NULL,
      "csrf_token" character varying(64) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "sessions_pk" PRIMARY KEY ("id_hash"))`);
    await q.query(`CREATE INDEX "sessions_user_idx" ON "auth"."sessions" ("user_id")`);
    await q.query(
      `ALTER TABLE "auth"."sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE TABLE "auth"."sign_in_throttles" (
      "email" character varying(320) NOT NULL,
      "failures" integer NOT NULL,
      "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "locked_until" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "sign_in_throttles_pk" PRIMARY KEY ("email"))`);
    await q.query(`CREATE TABLE "auth"."invitations" (
      "id" uuid NOT NULL,
      "organization_id" uuid NOT NULL,
      "email" character varying(320) NOT NULL,
      "role" character varying(20) NOT NULL,
      "token_hash" character(64) NOT NULL,
      "invited_by" character varying(320) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "accepted_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "invitations_token_hash_uq" UNIQUE ("token_hash"),
      CONSTRAINT "invitations_pk" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "invitations_organization_idx" ON "auth"."invitations" ("organization_id")`);
    await q.query(
      `ALTER TABLE "auth"."invitations" ADD CONSTRAINT "invitations_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "auth"."organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."invitations"`);
    await q.query(`DROP TABLE "auth"."sign_in_throttles"`);
    await q.query(`DROP TABLE "auth"."sessions"`);
  }
}
