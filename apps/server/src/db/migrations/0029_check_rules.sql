CREATE TABLE "sys_check_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"rule_code" text NOT NULL,
	"rule_json" text NOT NULL,
	"rule_description" text,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_check_rule" ADD CONSTRAINT "sys_check_rule_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_check_rule_tenant_code_uq" ON "sys_check_rule" USING btree ("tenant_id","rule_code");--> statement-breakpoint
CREATE INDEX "sys_check_rule_tenant_create_time_idx" ON "sys_check_rule" USING btree ("tenant_id","create_time");