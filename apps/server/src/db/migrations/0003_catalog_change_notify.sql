-- Every server process keeps the public catalog (categories, services, therapists) in memory. Any write to
-- those tables, from the app, a migration or psql, tells every process to drop its copy: the database
-- sends the signal, so no write path can forget it. NOTIFY is delivered at commit, and never for a
-- transaction that rolls back.
CREATE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "services_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "therapists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "therapists"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
