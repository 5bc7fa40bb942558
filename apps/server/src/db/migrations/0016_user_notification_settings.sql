CREATE TABLE "sys_user_notification" (
	"user_id" text PRIMARY KEY NOT NULL,
	"desktop_urgent" boolean DEFAULT true NOT NULL,
	"muted_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_user_notification" ADD CONSTRAINT "sys_user_notification_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;