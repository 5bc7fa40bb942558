-- Every stored file records its tenant. Uploads still without one take the tenant of the admin file,
-- product picture or product resource that refers to them, else the uploader's first tenant; a row left
-- without any (an uploader in no tenant) is dropped, so no record can refer to its file.
UPDATE "sys_upload" SET "tenant_id" = "sys_oss_file"."tenant_id" FROM "sys_oss_file" WHERE "sys_upload"."tenant_id" IS NULL AND "sys_oss_file"."url" = "sys_upload"."path";--> statement-breakpoint
UPDATE "sys_upload" SET "tenant_id" = "mall_product"."tenant_id" FROM "mall_product" WHERE "sys_upload"."tenant_id" IS NULL AND "sys_upload"."path" = ANY("mall_product"."images");--> statement-breakpoint
UPDATE "sys_upload" SET "tenant_id" = "mall_product_resource"."tenant_id" FROM "mall_product_resource" WHERE "sys_upload"."tenant_id" IS NULL AND "mall_product_resource"."file" = "sys_upload"."path";--> statement-breakpoint
UPDATE "sys_upload" SET "tenant_id" = (SELECT min("tenant_id") FROM "sys_user_tenant" WHERE "sys_user_tenant"."user_id" = "sys_upload"."user_id") WHERE "tenant_id" IS NULL;--> statement-breakpoint
DELETE FROM "sys_upload" WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sys_upload" ALTER COLUMN "tenant_id" SET NOT NULL;
