-- Targets and entries (issue 34, item 1): a journey may aim at an amount ("run 100 km") and
-- people log entries toward it. target_value and target_unit are both set or both null;
-- target_logged is the sum of the journey's entries, kept by the journey_entries trigger below
-- whoever writes them (a request, the import, a cascade), so lists and the stored progress
-- never sum entries per row.
ALTER TABLE "journeys" ADD COLUMN "target_value" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "target_unit" text;
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "target_logged" numeric(14, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_target_check" CHECK (
  ("target_value" IS NULL AND "target_unit" IS NULL)
  OR (
    "target_value" > 0
    AND char_length("target_unit") BETWEEN 1 AND 20
    AND "target_unit" = btrim("target_unit")
  )
);
--> statement-breakpoint
-- progress now follows the target where one is set (targetProgressPercent in
-- packages/shared/src/journeys/progress.ts), else the steps (progressPercent): a generated
-- column cannot change its expression in place, so it is made again with its index.
DROP INDEX IF EXISTS "journeys_owner_progress_idx";
--> statement-breakpoint
ALTER TABLE "journeys" DROP COLUMN "progress";
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "progress" integer GENERATED ALWAYS AS (
  CASE
    WHEN target_value IS NOT NULL THEN
      CASE
        WHEN target_logged <= 0 THEN 0
        WHEN target_logged >= target_value THEN 100
        ELSE least(99, greatest(1, round(target_logged * 100.0 / target_value)))::integer
      END
    WHEN step_count <= 0 OR completed_step_count <= 0 THEN 0
    WHEN completed_step_count >= step_count THEN 100
    ELSE least(99, greatest(1, round(completed_step_count * 100.0 / step_count)))::integer
  END
) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "journeys_owner_progress_idx" ON "journeys" USING btree ("owner_id","progress" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;
--> statement-breakpoint
CREATE TABLE "journey_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"occurred_on" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_entries_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "journey_entries_note_check" CHECK (char_length("note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "journey_entries" ADD CONSTRAINT "journey_entries_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journey_entries" ADD CONSTRAINT "journey_entries_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "journey_entries_journey_occurred_idx" ON "journey_entries" USING btree ("journey_id","occurred_on" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- The author's cascade (an account deleted) finds their entries without a scan.
CREATE INDEX "journey_entries_author_idx" ON "journey_entries" USING btree ("author_id");
--> statement-breakpoint
-- Entries are logged and deleted, never edited.
GRANT SELECT, INSERT, DELETE ON journey_entries TO app_user;
--> statement-breakpoint
-- Keeps journeys.target_logged equal to the sum of the journey's entries. Definer: an entry's
-- writer (the owner today, an editor later, the import, an author's account cascade) need not
-- be allowed to update the journey row itself. Adding the row's amount is one atomic UPDATE,
-- so concurrent entries never lose one another; a journey being deleted matches no row.
CREATE OR REPLACE FUNCTION app.tally_journey_entry() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE public.journeys SET target_logged = target_logged + NEW.amount WHERE id = NEW.journey_id;
    ELSE
      UPDATE public.journeys SET target_logged = greatest(0, target_logged - OLD.amount)
        WHERE id = OLD.journey_id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.tally_journey_entry() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER "journey_entries_tally" AFTER INSERT OR DELETE ON "journey_entries"
  FOR EACH ROW EXECUTE FUNCTION app.tally_journey_entry();
--> statement-breakpoint
-- Who may write into a journey (log and delete entries): its owner, for now. Shared journeys
-- (issue 34, item 3) widen this one function to editors; policies/_functions.sql holds it.
CREATE OR REPLACE FUNCTION app.can_edit_journey(journey uuid) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.journeys j
      WHERE j.id = journey AND j.owner_id = app.current_user_id() AND j.deleted_at IS NULL
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.can_edit_journey(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.can_edit_journey(uuid) TO app_user;
