CREATE TABLE "sys_user_position" (
	"user_id" text NOT NULL,
	"position_id" text NOT NULL,
	CONSTRAINT "sys_user_position_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "work_no" text;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "hide_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user_position" ADD CONSTRAINT "sys_user_position_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_position" ADD CONSTRAINT "sys_user_position_position_id_sys_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."sys_position"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_user_position_position_idx" ON "sys_user_position" USING btree ("position_id");--> statement-breakpoint
-- A phone its owner hides from the address book is hidden from online reports as well.
CREATE OR REPLACE VIEW "report"."users" AS SELECT u."id", u."username", u."realname", CASE WHEN u."hide_phone" THEN NULL ELSE u."phone" END AS "phone", u."status", u."create_time" FROM "public"."sys_user" u JOIN "public"."sys_user_tenant" ut ON ut."user_id" = u."id" WHERE u."del_flag" = 0 AND ut."tenant_id" = current_setting('app.tenant_id', true);
