CREATE TABLE "sys_position" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"post_rank" smallint NOT NULL,
	"post_level" integer DEFAULT 1 NOT NULL,
	"memo" text,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_position" ADD CONSTRAINT "sys_position_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_position_tenant_code_uq" ON "sys_position" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sys_position_tenant_create_time_idx" ON "sys_position" USING btree ("tenant_id","create_time");