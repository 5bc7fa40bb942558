CREATE TABLE "sys_oss_file" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"size" integer NOT NULL,
	"type" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_upload" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "sys_upload" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "sys_oss_file" ADD CONSTRAINT "sys_oss_file_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_oss_file_url_uq" ON "sys_oss_file" USING btree ("url");--> statement-breakpoint
CREATE INDEX "sys_oss_file_tenant_create_time_idx" ON "sys_oss_file" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_upload_tenant_created_idx" ON "sys_upload" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- Uploads from before tenants were recorded: the tenant of an uploader who belongs to exactly one.
UPDATE "sys_upload" SET "tenant_id" = (SELECT min("tenant_id") FROM "sys_user_tenant" WHERE "sys_user_tenant"."user_id" = "sys_upload"."user_id") WHERE "tenant_id" IS NULL AND (SELECT count(*) FROM "sys_user_tenant" WHERE "sys_user_tenant"."user_id" = "sys_upload"."user_id") = 1;