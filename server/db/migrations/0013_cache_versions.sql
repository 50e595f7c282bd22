CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "public"."cache_versions" ("name", "version") VALUES ('base', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Hand-written (drizzle-kit has no triggers): any write to a cached table bumps the version in the
-- writer's transaction; per statement, so a bulk import costs one bump. The names are qualified
-- with "public" so that server/db/migrate.ts points them at the schema being migrated.
CREATE OR REPLACE FUNCTION "public"."bump_base_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public"."cache_versions" SET "version" = "version" + 1 WHERE "name" = 'base';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "routes_bump_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."routes" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_base_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "ports_bump_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."ports" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_base_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "countries_bump_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."countries" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_base_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "fares_bump_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."fares" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_base_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "fuel_surcharges_bump_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."fuel_surcharges" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_base_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "dictionary_items_bump_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."dictionary_items" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_base_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "settings_bump_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."settings" FOR EACH STATEMENT EXECUTE FUNCTION "public"."bump_base_cache_version"();
