-- Login names become unique among live users: username and e-mail ignoring case, phone as it is, and
-- e-mails are stored lower-cased. An installation may already hold live duplicates (the demo data holds
-- none). The oldest holder keeps the value, so that a later account cannot take over an earlier one's
-- name: later holders lose the phone or e-mail (set to null; staff can give them a new one), and a later
-- username that differs from an earlier one only in case gets "-" and its id appended, which staff can
-- look up and rename.
UPDATE "sys_user" SET "phone" = NULL WHERE btrim("phone") = '';--> statement-breakpoint
UPDATE "sys_user" SET "email" = NULL WHERE btrim("email") = '';--> statement-breakpoint
UPDATE "sys_user" SET "email" = lower(btrim("email")) WHERE "email" IS NOT NULL AND "email" <> lower(btrim("email"));--> statement-breakpoint
UPDATE "sys_user" u SET "phone" = NULL
WHERE u."del_flag" = 0 AND u."phone" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "sys_user" o WHERE o."del_flag" = 0 AND o."phone" = u."phone"
    AND (o."create_time", o."id") < (u."create_time", u."id"));--> statement-breakpoint
UPDATE "sys_user" u SET "email" = NULL
WHERE u."del_flag" = 0 AND u."email" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "sys_user" o WHERE o."del_flag" = 0 AND o."email" = u."email"
    AND (o."create_time", o."id") < (u."create_time", u."id"));--> statement-breakpoint
UPDATE "sys_user" u SET "username" = u."username" || '-' || u."id"
WHERE u."del_flag" = 0 AND EXISTS (
  SELECT 1 FROM "sys_user" o WHERE o."del_flag" = 0 AND lower(o."username") = lower(u."username")
    AND (o."create_time", o."id") < (u."create_time", u."id"));--> statement-breakpoint
DROP INDEX "sys_user_username_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_phone_uq" ON "sys_user" USING btree ("phone") WHERE del_flag = 0 and phone is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_email_uq" ON "sys_user" USING btree (lower("email")) WHERE del_flag = 0 and email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree (lower("username")) WHERE del_flag = 0;
