CREATE TABLE "sys_quartz_job" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"job_class_name" text NOT NULL,
	"cron_expression" text NOT NULL,
	"parameter" text,
	"description" text,
	"status" smallint DEFAULT -1 NOT NULL,
	"next_fire_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_owner" text,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job_run" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"fire_time" timestamp with time zone,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"duration_ms" integer,
	"instance" text NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"result" text
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"log_type" smallint NOT NULL,
	"log_content" text NOT NULL,
	"userid" text,
	"username" text,
	"ip" text,
	"user_agent" text,
	"method" text,
	"request_url" text,
	"request_param" text,
	"cost_time" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_quartz_job" ADD CONSTRAINT "sys_quartz_job_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_quartz_job_run" ADD CONSTRAINT "sys_quartz_job_run_job_id_sys_quartz_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."sys_quartz_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_quartz_job_tenant_create_time_idx" ON "sys_quartz_job" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_quartz_job_next_fire_idx" ON "sys_quartz_job" USING btree ("status","next_fire_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_quartz_job_run_fire_uq" ON "sys_quartz_job_run" USING btree ("job_id","fire_time");--> statement-breakpoint
CREATE INDEX "sys_quartz_job_run_job_start_idx" ON "sys_quartz_job_run" USING btree ("job_id","start_time");--> statement-breakpoint
CREATE INDEX "sys_log_tenant_type_time_idx" ON "sys_log" USING btree ("tenant_id","log_type","create_time");