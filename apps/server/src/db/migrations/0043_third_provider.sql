CREATE TABLE "sys_third_provider" (
	"source" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
