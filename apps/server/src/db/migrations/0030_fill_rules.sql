CREATE TABLE "sys_fill_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"rule_code" text NOT NULL,
	"rule_class" text NOT NULL,
	"rule_params" text DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule_counter" (
	"tenant_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "sys_fill_rule_counter_tenant_id_rule_id_period_pk" PRIMARY KEY("tenant_id","rule_id","period")
);
--> statement-breakpoint
DROP INDEX "mall_demand_order_no_uq";--> statement-breakpoint
ALTER TABLE "sys_fill_rule" ADD CONSTRAINT "sys_fill_rule_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_fill_rule_counter" ADD CONSTRAINT "sys_fill_rule_counter_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_fill_rule_counter" ADD CONSTRAINT "sys_fill_rule_counter_rule_id_sys_fill_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."sys_fill_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_fill_rule_tenant_code_uq" ON "sys_fill_rule" USING btree ("tenant_id","rule_code");--> statement-breakpoint
CREATE INDEX "sys_fill_rule_tenant_create_time_idx" ON "sys_fill_rule" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_demand_tenant_order_no_uq" ON "mall_demand" USING btree ("tenant_id","order_no");