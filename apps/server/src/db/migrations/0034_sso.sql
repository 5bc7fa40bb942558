CREATE TABLE "sys_sso_entry" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_third_account" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"display_name" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_third_account" ADD CONSTRAINT "sys_third_account_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_sso_entry_expires_at_idx" ON "sys_sso_entry" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_third_account_identity_uq" ON "sys_third_account" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_third_account_user_source_uq" ON "sys_third_account" USING btree ("user_id","source");