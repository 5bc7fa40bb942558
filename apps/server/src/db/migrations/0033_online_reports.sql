CREATE TABLE "onl_cgreport_head" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cgr_sql" text NOT NULL,
	"db_source" text,
	"content" text,
	"items" jsonb NOT NULL,
	"params" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_data_source" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"db_type" text DEFAULT 'postgresql' NOT NULL,
	"db_url" text NOT NULL,
	"db_username" text NOT NULL,
	"db_password_encrypted" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "onl_cgreport_head" ADD CONSTRAINT "onl_cgreport_head_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_data_source" ADD CONSTRAINT "sys_data_source_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onl_cgreport_head_tenant_code_uq" ON "onl_cgreport_head" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "onl_cgreport_head_tenant_create_time_idx" ON "onl_cgreport_head" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_data_source_tenant_code_uq" ON "sys_data_source" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sys_data_source_tenant_create_time_idx" ON "sys_data_source" USING btree ("tenant_id","create_time");--> statement-breakpoint
-- The views an online report on the main database reads: each shows only the rows of the tenant the
-- report runner sets (SET LOCAL app.tenant_id in its read-only transaction); unset, they show nothing.
CREATE SCHEMA IF NOT EXISTS "report";--> statement-breakpoint
CREATE VIEW "report"."positions" AS SELECT "id", "code", "name", "name_en", "post_rank", "post_level", "memo", "create_time" FROM "public"."sys_position" WHERE "tenant_id" = current_setting('app.tenant_id', true);--> statement-breakpoint
CREATE VIEW "report"."roles" AS SELECT "id", "role_code", "role_name", "role_name_en", "description", "create_time" FROM "public"."sys_role" WHERE "tenant_id" = current_setting('app.tenant_id', true);--> statement-breakpoint
CREATE VIEW "report"."departs" AS SELECT "id", "parent_id", "depart_name"->>'zh' AS "depart_name", "depart_name"->>'en' AS "depart_name_en", "org_code", "org_category", "mobile" FROM "public"."sys_depart" WHERE "del_flag" = 0 AND "tenant_id" = current_setting('app.tenant_id', true);--> statement-breakpoint
CREATE VIEW "report"."users" AS SELECT u."id", u."username", u."realname", u."phone", u."status", u."create_time" FROM "public"."sys_user" u JOIN "public"."sys_user_tenant" ut ON ut."user_id" = u."id" WHERE u."del_flag" = 0 AND ut."tenant_id" = current_setting('app.tenant_id', true);
