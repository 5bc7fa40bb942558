ALTER TABLE "sys_dict" ADD COLUMN "preload" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The base code lists that lists and forms everywhere show come with the sign-in answer, as in a new tenant.
UPDATE "sys_dict" SET "preload" = true WHERE "dict_code" IN ('demand_status', 'approval_status', 'customer_type', 'yn', 'sex', 'priority');
