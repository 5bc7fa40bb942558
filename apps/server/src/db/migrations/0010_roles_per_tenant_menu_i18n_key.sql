DROP INDEX "sys_role_role_code_uq";--> statement-breakpoint
ALTER TABLE "sys_permission" ADD COLUMN "i18n_key" text;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "tenant_id" text;--> statement-breakpoint
UPDATE "sys_role" SET "tenant_id" = (SELECT "id" FROM "sys_tenant" ORDER BY "create_time", "id" LIMIT 1) WHERE "tenant_id" IS NULL;--> statement-breakpoint
DELETE FROM "sys_role" WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_tenant_code_uq" ON "sys_role" USING btree ("tenant_id","role_code");
