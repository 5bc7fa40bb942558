-- Tenancy is the database's. Requests run as "mall_app" (SET LOCAL ROLE in each transaction, with the
-- tenant in the transaction setting app.tenant_id): a role that cannot log in, owns nothing, is no
-- superuser, does not bypass row-level security and may only read and write rows. Work that belongs to
-- no tenant (sign-in, public pages, platform administration) runs as "mall_platform", whose use the
-- server logs. Roles belong to the whole cluster, so an existing one is reused, never one with more power.
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['mall_app', 'mall_platform'] LOOP
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = name) THEN
        EXECUTE format('CREATE ROLE %I NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS', name);
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database of the cluster made it at the same moment
    END;
    IF EXISTS (
      SELECT 1 FROM pg_roles
      WHERE rolname = name AND (rolsuper OR rolbypassrls OR rolcreaterole OR rolcreatedb OR rolreplication)
    ) THEN
      RAISE EXCEPTION 'the role % exists with more than row rights; the server cannot run as it', name;
    END IF;
    -- The owner switches to it (a superuser already may).
    IF NOT pg_has_role(current_user, name, 'MEMBER') THEN
      EXECUTE format('GRANT %I TO %I', name, current_user);
    END IF;
  END LOOP;
  -- A report's transaction starts as the application role and switches to the report role.
  IF NOT pg_has_role('mall_app', 'mall_report', 'MEMBER') THEN
    GRANT "mall_report" TO "mall_app";
  END IF;
END $$;--> statement-breakpoint
-- Rows only: no TRUNCATE (it passes by row-level security), no REFERENCES, no TRIGGER, no DDL; the tables
-- later migrations create get the same rights.
GRANT USAGE ON SCHEMA "public" TO "mall_app", "mall_platform";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "public" TO "mall_app", "mall_platform";--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "public" TO "mall_app", "mall_platform";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "mall_app", "mall_platform";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "mall_app", "mall_platform";--> statement-breakpoint
-- Tenant-owned tables, one policy shape: a row is visible and writable only in its tenant's transaction;
-- the platform role sees every row. Forced, so that the owner is held too (the owner gets rows through the
-- platform role, of which it is a member; a superuser is held by nothing).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'mall_cart_item', 'mall_demand', 'mall_demand_item', 'mall_demand_log', 'mall_price_apply',
    'mall_product', 'mall_product_lot', 'mall_product_parameter', 'mall_product_part',
    'mall_product_resource', 'mall_product_style', 'mall_quote_setting', 'onl_cgreport_head',
    'sys_announcement', 'sys_announcement_send', 'sys_category', 'sys_check_rule', 'sys_data_source',
    'sys_depart', 'sys_dict', 'sys_dict_item', 'sys_fill_rule', 'sys_fill_rule_counter',
    'sys_gateway_route', 'sys_log', 'sys_message_template', 'sys_oss_file', 'sys_position',
    'sys_quartz_job', 'sys_role', 'sys_session', 'sys_upload', 'sys_user_tenant', 'sys_outbox'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = current_setting(''app.tenant_id'', true)) WITH CHECK (tenant_id = current_setting(''app.tenant_id'', true))',
      name
    );
    EXECUTE format('CREATE POLICY platform_all ON %I TO "mall_platform" USING (true) WITH CHECK (true)', name);
  END LOOP;
END $$;--> statement-breakpoint
-- Whether a person belongs to the transaction's tenant. It reads the memberships as their owner (a policy
-- on a table cannot query that table under its own policy).
CREATE FUNCTION "member_of_current_tenant"(person text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = "public"
  AS $$ SELECT EXISTS (
    SELECT 1 FROM "sys_user_tenant" WHERE "user_id" = person AND "tenant_id" = current_setting('app.tenant_id', true)
  ) $$;--> statement-breakpoint
-- The other tenants of a tenant's persons are seen, never changed: a user switches among their own tenants,
-- and changing a person shared with other tenants needs an administrator of all of them.
CREATE POLICY memberships_of_members ON "sys_user_tenant" FOR SELECT
  USING ("user_id" = current_setting('app.user_id', true) OR "member_of_current_tenant"("user_id"));--> statement-breakpoint
-- A user's own uploads are theirs in every tenant they belong to (an avatar goes with its person).
CREATE POLICY own_uploads ON "sys_upload" FOR SELECT
  USING ("user_id" = current_setting('app.user_id', true));--> statement-breakpoint
-- The tenant a stored path was uploaded in, whoever asks: a path is no tenant's data, and a record naming
-- another tenant's file must be refused, not taken for a file stored before uploads were recorded.
CREATE FUNCTION "upload_tenant_of"(stored_path text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = "public"
  AS $$ SELECT "tenant_id" FROM "sys_upload" WHERE "path" = stored_path $$;--> statement-breakpoint
-- Links without a tenant column belong to the tenant of what they link to: visible and writable when the
-- role, department, position or job is (its own policy decides).
DO $$
DECLARE
  link record;
BEGIN
  FOR link IN
    SELECT * FROM (VALUES
      ('sys_user_role', 'role_id', 'sys_role'),
      ('sys_role_permission', 'role_id', 'sys_role'),
      ('sys_user_depart', 'dep_id', 'sys_depart'),
      ('sys_user_position', 'position_id', 'sys_position'),
      ('sys_quartz_job_run', 'job_id', 'sys_quartz_job')
    ) AS l(child, fk, parent)
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', link.child);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', link.child);
    EXECUTE format(
      'CREATE POLICY tenant_of_parent ON %1$I USING (EXISTS (SELECT 1 FROM %3$I p WHERE p.id = %1$I.%2$I)) WITH CHECK (EXISTS (SELECT 1 FROM %3$I p WHERE p.id = %1$I.%2$I))',
      link.child, link.fk, link.parent
    );
    EXECUTE format('CREATE POLICY platform_all ON %I TO "mall_platform" USING (true) WITH CHECK (true)', link.child);
  END LOOP;
END $$;--> statement-breakpoint
-- A user sees their own roles in every tenant, and each role's grants (changing a person shared with
-- other tenants needs an administrator of each of them). The function reads the assignments as their
-- owner, since the two tables' policies cannot query each other.
CREATE FUNCTION "holds_role"(role text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = "public"
  AS $$ SELECT EXISTS (
    SELECT 1 FROM "sys_user_role" WHERE "role_id" = role AND "user_id" = current_setting('app.user_id', true)
  ) $$;--> statement-breakpoint
CREATE POLICY own_roles ON "sys_user_role" FOR SELECT
  USING ("user_id" = current_setting('app.user_id', true));--> statement-breakpoint
CREATE POLICY held_roles ON "sys_role" FOR SELECT USING ("holds_role"("id"));--> statement-breakpoint
-- Shared by every tenant: the menu tree and the transport key are read by all and changed by the platform.
ALTER TABLE "sys_permission" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sys_permission" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shared_read ON "sys_permission" FOR SELECT USING (true);--> statement-breakpoint
CREATE POLICY platform_all ON "sys_permission" TO "mall_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "sys_transport_key" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sys_transport_key" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shared_read ON "sys_transport_key" FOR SELECT USING (true);--> statement-breakpoint
-- The key is made once, by whichever request first needs it (its unique id refuses a second).
CREATE POLICY shared_add ON "sys_transport_key" FOR INSERT WITH CHECK (true);--> statement-breakpoint
CREATE POLICY platform_all ON "sys_transport_key" TO "mall_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
-- The tenants: every tenant's name is read by all (sign-in, switching); a tenant changes only itself, and
-- only the platform adds or removes one.
ALTER TABLE "sys_tenant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sys_tenant" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shared_read ON "sys_tenant" FOR SELECT USING (true);--> statement-breakpoint
CREATE POLICY own_tenant ON "sys_tenant" FOR UPDATE
  USING ("id" = current_setting('app.tenant_id', true))
  WITH CHECK ("id" = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY platform_all ON "sys_tenant" TO "mall_platform" USING (true) WITH CHECK (true);--> statement-breakpoint
-- Users are persons shared by tenants: login names are global (read by all, so that a shared user is found
-- by name and a taken name is refused) and a new person may be added (their membership follows); a person
-- is changed or removed only by themselves or by a tenant they belong to.
ALTER TABLE "sys_user" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sys_user" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY person_read ON "sys_user" FOR SELECT USING (true);--> statement-breakpoint
CREATE POLICY person_add ON "sys_user" FOR INSERT WITH CHECK (true);--> statement-breakpoint
CREATE POLICY person_change ON "sys_user" FOR UPDATE
  USING (
    "id" = current_setting('app.user_id', true)
    OR EXISTS (SELECT 1 FROM "sys_user_tenant" ut WHERE ut."user_id" = "sys_user"."id")
  );--> statement-breakpoint
CREATE POLICY person_remove ON "sys_user" FOR DELETE
  USING (EXISTS (SELECT 1 FROM "sys_user_tenant" ut WHERE ut."user_id" = "sys_user"."id"));--> statement-breakpoint
CREATE POLICY platform_all ON "sys_user" TO "mall_platform" USING (true) WITH CHECK (true);
