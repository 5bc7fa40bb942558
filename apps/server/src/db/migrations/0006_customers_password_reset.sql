CREATE TABLE "sys_customer" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"area" text NOT NULL,
	"website" text,
	"address" text NOT NULL,
	"customer_type" text NOT NULL,
	"contact_person" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_password_reset" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_password_reset_ticket_hash_uq" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "sys_customer" ADD CONSTRAINT "sys_customer_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_password_reset" ADD CONSTRAINT "sys_password_reset_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_customer_company_name_idx" ON "sys_customer" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "sys_password_reset_expires_at_idx" ON "sys_password_reset" USING btree ("expires_at");