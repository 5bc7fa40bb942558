CREATE TABLE "mall_catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_catalogue_version_single_row" CHECK ("mall_catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "mall_catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION mall_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, at its commit (the row triggers are deferred): the version row is locked only
  -- while committing, never between a transaction's statements, so catalogue writes cannot deadlock on it.
  -- It wraps before integer overflow: readers compare versions only for equality.
  IF current_setting('mall.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('mall.catalogue_changed', 'yes', true);
    UPDATE "mall_catalogue_version" SET "version" = "version" % 2147483646 + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "mall_product_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "mall_product"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mall_catalogue_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "mall_product_style_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "mall_product_style"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mall_catalogue_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sys_category_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "sys_category"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mall_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "mall_product_catalogue_truncated" AFTER TRUNCATE ON "mall_product"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "mall_product_style_catalogue_truncated" AFTER TRUNCATE ON "mall_product_style"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "sys_category_catalogue_truncated" AFTER TRUNCATE ON "sys_category"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_catalogue_changed();
