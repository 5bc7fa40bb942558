CREATE TABLE "sys_login_failure" (
	"login_key" text PRIMARY KEY NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_transport_key" (
	"id" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"iv" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"check_key" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "totp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "sys_login_ticket" ADD CONSTRAINT "sys_login_ticket_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_login_ticket_expires_at_idx" ON "sys_login_ticket" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_captcha_expires_at_idx" ON "sys_captcha" USING btree ("expires_at");