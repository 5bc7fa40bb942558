ALTER TABLE "sys_tenant" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The seeded tenants get the English names a new database seeds; a renamed tenant keeps its name.
UPDATE "sys_tenant" SET "name_en" = 'Default tenant' WHERE "name" = '默认租户' AND "name_en" = '';--> statement-breakpoint
UPDATE "sys_tenant" SET "name_en" = 'Demo tenant B' WHERE "name" = '演示租户B' AND "name_en" = '';
