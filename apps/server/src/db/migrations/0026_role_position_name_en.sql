ALTER TABLE "sys_position" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "role_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The seeded roles get the English names a new database seeds; a renamed role keeps its names.
UPDATE "sys_role" SET "role_name_en" = 'Administrator' WHERE "role_code" = 'admin' AND "role_name" = '管理员' AND "role_name_en" = '';--> statement-breakpoint
UPDATE "sys_role" SET "role_name_en" = 'Sales' WHERE "role_code" = 'sales' AND "role_name" = '销售' AND "role_name_en" = '';--> statement-breakpoint
UPDATE "sys_role" SET "role_name_en" = 'Buyer' WHERE "role_code" = 'buyer' AND "role_name" = '采购商' AND "role_name_en" = '';
