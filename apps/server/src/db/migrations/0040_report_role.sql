-- Online reports run as "mall_report" (SET LOCAL ROLE in their read-only transaction): a role that cannot
-- log in, owns nothing, is no superuser, does not bypass row-level security, and may read only the report
-- views. Roles belong to the whole cluster, so an existing one is reused, never one with more power.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mall_report') THEN
    CREATE ROLE "mall_report" NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_roles
    WHERE rolname = 'mall_report' AND (rolsuper OR rolbypassrls OR rolcanlogin OR rolcreaterole OR rolcreatedb)
  ) THEN
    RAISE EXCEPTION 'the role mall_report exists with more than read rights; reports cannot run as it';
  END IF;
  -- The application's own role switches to it for a report (a superuser already may).
  IF NOT pg_has_role(current_user, 'mall_report', 'MEMBER') THEN
    EXECUTE format('GRANT "mall_report" TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
-- Security barriers: the views' tenant filter runs before any condition of the report, so a report's
-- condition (one that fails, say) never sees another tenant's row.
ALTER VIEW "report"."positions" SET (security_barrier = true);--> statement-breakpoint
ALTER VIEW "report"."roles" SET (security_barrier = true);--> statement-breakpoint
ALTER VIEW "report"."departs" SET (security_barrier = true);--> statement-breakpoint
ALTER VIEW "report"."users" SET (security_barrier = true);--> statement-breakpoint
REVOKE ALL ON SCHEMA "report" FROM PUBLIC;--> statement-breakpoint
GRANT USAGE ON SCHEMA "report" TO "mall_report";--> statement-breakpoint
GRANT SELECT ON "report"."positions", "report"."roles", "report"."departs", "report"."users" TO "mall_report";
