CREATE TABLE "sys_depart" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"parent_id" text,
	"depart_name" jsonb NOT NULL,
	"org_code" text NOT NULL,
	"org_category" smallint NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"user_id" text NOT NULL,
	"dep_id" text NOT NULL,
	CONSTRAINT "sys_user_depart_user_id_dep_id_pk" PRIMARY KEY("user_id","dep_id")
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "review_memo" text;--> statement-breakpoint
ALTER TABLE "sys_depart" ADD CONSTRAINT "sys_depart_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_depart" ADD CONSTRAINT "sys_user_depart_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_depart" ADD CONSTRAINT "sys_user_depart_dep_id_sys_depart_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."sys_depart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_tenant_org_code_uq" ON "sys_depart" USING btree ("tenant_id","org_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_depart_parent_idx" ON "sys_depart" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_user_depart_depart_idx" ON "sys_user_depart" USING btree ("dep_id");