CREATE TABLE "sys_upload" (
	"path" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"biz" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_upload" ADD CONSTRAINT "sys_upload_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_upload_user_created_idx" ON "sys_upload" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sys_upload_biz_created_idx" ON "sys_upload" USING btree ("biz","created_at");