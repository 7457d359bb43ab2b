-- The Following tab's first page (issue 16) without touching every followee's history: each
-- person's newest shared (not private) event time, kept by a trigger. The take-th newest head
-- among the people I follow bounds the page from below, so the page reads only the events at
-- or after it (app.following_timeline_candidates in drizzle/policies/_functions.sql).
CREATE TABLE "activity_heads" (
	"actor_id" uuid PRIMARY KEY NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"shared_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "activity_heads" ("actor_id", "shared_at")
  SELECT "actor_id", max("created_at") FROM "activities" WHERE "visibility" <> 'private' GROUP BY "actor_id";
--> statement-breakpoint
-- Heads only move forward: a deleted event leaves its head behind, which makes the bound too
-- high, never too low; the candidates function then falls back to reading without it.
CREATE OR REPLACE FUNCTION app.advance_activity_head() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  BEGIN
    IF NEW.visibility <> 'private' THEN
      INSERT INTO public.activity_heads AS h (actor_id, shared_at)
        VALUES (NEW.actor_id, NEW.created_at)
        ON CONFLICT (actor_id) DO UPDATE SET shared_at = greatest(h.shared_at, excluded.shared_at)
        WHERE h.shared_at < excluded.shared_at;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.advance_activity_head() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER "activities_advance_head" AFTER INSERT OR UPDATE OF "created_at", "visibility" ON "activities"
  FOR EACH ROW EXECUTE FUNCTION app.advance_activity_head();
