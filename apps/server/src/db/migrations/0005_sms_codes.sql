CREATE TABLE "sys_sms_code" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sys_sms_code_mobile_idx" ON "sys_sms_code" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sys_sms_code_expires_at_idx" ON "sys_sms_code" USING btree ("expires_at");