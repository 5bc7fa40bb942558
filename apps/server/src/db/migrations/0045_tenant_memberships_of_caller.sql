-- A user administrator adds the users they manage to the other tenants they belong to themselves, and
-- takes them out again: memberships are written in any tenant of the acting user's, never in one they do
-- not belong to. The function reads the acting user's memberships as the owner (a policy on a table cannot
-- query that table under its own policy).
CREATE FUNCTION "acting_user_member_of"(tenant text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = "public"
  AS $$ SELECT EXISTS (
    SELECT 1 FROM "sys_user_tenant"
    WHERE "user_id" = current_setting('app.user_id', true) AND "tenant_id" = tenant
  ) $$;--> statement-breakpoint
CREATE POLICY memberships_added_by_member ON "sys_user_tenant" FOR INSERT
  WITH CHECK ("acting_user_member_of"("tenant_id"));--> statement-breakpoint
CREATE POLICY memberships_removed_by_member ON "sys_user_tenant" FOR DELETE
  USING ("acting_user_member_of"("tenant_id"));
