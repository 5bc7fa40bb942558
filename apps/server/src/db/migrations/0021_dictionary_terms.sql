-- Databases seeded before get the terms a new database seeds, wherever a text is still the one seeded then
-- (a text someone changed stays as it is): one name per customer type (经销商, as registration says), the
-- priorities as the notification bell names them, and Chinese notes in the dictionaries and roles.
UPDATE "sys_dict_item" SET "item_text" = jsonb_set("item_text", '{zh}', '"经销商"')
WHERE "item_value" = 'distributor' AND "item_text"->>'zh' = '分销商'
  AND "dict_id" IN (SELECT "id" FROM "sys_dict" WHERE "dict_code" = 'customer_type');--> statement-breakpoint
UPDATE "sys_dict_item" SET "item_text" = '{"zh":"一般消息","en":"Normal"}'::jsonb
WHERE "item_value" = 'L' AND "item_text" = '{"zh":"低","en":"Low"}'::jsonb
  AND "dict_id" IN (SELECT "id" FROM "sys_dict" WHERE "dict_code" = 'priority');--> statement-breakpoint
UPDATE "sys_dict_item" SET "item_text" = '{"zh":"重要消息","en":"Important"}'::jsonb
WHERE "item_value" = 'M' AND "item_text" = '{"zh":"中","en":"Medium"}'::jsonb
  AND "dict_id" IN (SELECT "id" FROM "sys_dict" WHERE "dict_code" = 'priority');--> statement-breakpoint
UPDATE "sys_dict_item" SET "item_text" = '{"zh":"紧急消息","en":"Urgent"}'::jsonb
WHERE "item_value" = 'H' AND "item_text" = '{"zh":"高","en":"High"}'::jsonb
  AND "dict_id" IN (SELECT "id" FROM "sys_dict" WHERE "dict_code" = 'priority');--> statement-breakpoint
UPDATE "sys_dict" SET "description" = '描述为 true 或 1 的项是默认币种'
WHERE "dict_code" = 'cus_mall_currency' AND "description" = 'desc true or 1 marks the default currency';--> statement-breakpoint
UPDATE "sys_dict" SET "description" = '描述为空、true 或 1 时显示该字段'
WHERE "dict_code" = 'cus_field_diy' AND "description" = 'desc empty, true or 1: the field is visible';--> statement-breakpoint
UPDATE "sys_role" SET "description" = '系统管理员，拥有全部菜单和按钮'
WHERE "role_code" = 'admin' AND "description" = 'Administrator';--> statement-breakpoint
UPDATE "sys_role" SET "description" = '维护产品、审核需求单报价和客户注册'
WHERE "role_code" = 'sales' AND "description" = 'Sales';--> statement-breakpoint
UPDATE "sys_role" SET "description" = '浏览商城、加入购物车并提交需求单'
WHERE "role_code" = 'buyer' AND "description" = 'Buyer';
--> statement-breakpoint
UPDATE "sys_permission" SET "name" = jsonb_set("name", '{en}', '"Product Management"')
WHERE "name"->>'en' = 'Product management';
