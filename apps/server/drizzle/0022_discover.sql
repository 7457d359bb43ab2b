-- Discover (issue 16): search people, journeys and projects as one types, with typo
-- tolerance, on PGlite and PostgreSQL alike. Full-text search finds whole words and prefixes
-- ("spa" → "Spanish"); trigram similarity (pg_trgm, a trusted extension, and a contrib
-- extension PGlite loads: db/pglite-database.ts) finds misspellings ("spansh").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The "discoverable" privacy choice (default on): off, Discover leaves the person and their
-- journeys and projects out of its search and sections (features/discover/queries.ts).
ALTER TABLE "user_settings" ADD COLUMN "discoverable" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- 'simple': no language's stemming, since titles come in thirteen languages; prefixes and
-- trigrams make up for the missing stems. Weights rank a title match above a description one.
ALTER TABLE "journeys" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "title"), 'A')
  || setweight(to_tsvector('simple', "description"), 'B')
  || setweight(to_tsvector('simple', "category"), 'C')
) STORED;
--> statement-breakpoint
-- Only what Discover may ever show is indexed: live, not private.
CREATE INDEX "journeys_search_idx" ON "journeys" USING gin ("search_document")
  WHERE "deleted_at" IS NULL AND "visibility" <> 'private';
--> statement-breakpoint
CREATE INDEX "journeys_title_trgm_idx" ON "journeys" USING gin ("title" gin_trgm_ops)
  WHERE "deleted_at" IS NULL AND "visibility" <> 'private';
--> statement-breakpoint
-- New journeys per category and browsing a category, newest first by keyset.
CREATE INDEX "journeys_public_category_created_idx" ON "journeys" USING btree ("category", "created_at" DESC, "id" DESC)
  WHERE "deleted_at" IS NULL AND "visibility" = 'public';
--> statement-breakpoint
-- Trending counts the forks of the last days.
CREATE INDEX "journeys_fork_created_idx" ON "journeys" USING btree ("created_at")
  WHERE "forked_from_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "title"), 'A')
  || setweight(to_tsvector('simple', "description"), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_document")
  WHERE "visibility" <> 'private';
--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops)
  WHERE "visibility" <> 'private';
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (
  coalesce("full_name", '') || ' ' || coalesce("username", '')
) STORED;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', coalesce("full_name", '') || ' ' || coalesce("username", ''))
) STORED;
--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "profiles_name_trgm_idx" ON "profiles" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
-- Whether Discover may show `person` to the caller: always themselves, anyone else unless
-- they turned "discoverable" off. Definer: user_settings rows are their owner's alone, and
-- this answers one yes or no, never a setting's value for anything else.
CREATE OR REPLACE FUNCTION app.is_discoverable(person uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT coalesce(person = app.current_user_id(), false)
      OR NOT EXISTS (
        SELECT 1 FROM public.user_settings s WHERE s.user_id = person AND NOT s.discoverable
      )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.is_discoverable(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.is_discoverable(uuid) TO app_user;
