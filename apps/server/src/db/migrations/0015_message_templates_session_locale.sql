CREATE TABLE "sys_message_template" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"template_code" text NOT NULL,
	"template_name" jsonb NOT NULL,
	"template_content" jsonb NOT NULL,
	"template_type" text DEFAULT '4' NOT NULL,
	"template_test_json" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "sys_message_template" ADD CONSTRAINT "sys_message_template_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_message_template_tenant_code_uq" ON "sys_message_template" USING btree ("tenant_id","template_code");--> statement-breakpoint
CREATE INDEX "sys_message_template_tenant_time_idx" ON "sys_message_template" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_announcement_bus_idx" ON "sys_announcement" USING btree ("tenant_id","bus_id") WHERE "sys_announcement"."bus_id" is not null;