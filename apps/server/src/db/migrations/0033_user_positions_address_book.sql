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
CREATE INDEX "sys_user_position_position_idx" ON "sys_user_position" USING btree ("position_id");