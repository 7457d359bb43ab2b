-- Shared journeys (issue 34, item 3): the owner lets other people in as editors (tick and
-- edit steps, edit the journey's words and document) or viewers (read, even when private).
-- Who may do what is app.journey_role() / app.can_edit_journey() in policies/_functions.sql;
-- the policies of journeys, steps, documents, activities and this table call them.
CREATE TABLE "journey_collaborators" (
	"journey_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_collaborators_pkey" PRIMARY KEY ("journey_id", "user_id"),
	CONSTRAINT "journey_collaborators_role_check" CHECK ("journey_collaborators"."role" in ('editor', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "journey_collaborators" ADD CONSTRAINT "journey_collaborators_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journey_collaborators" ADD CONSTRAINT "journey_collaborators_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journey_collaborators" ADD CONSTRAINT "journey_collaborators_added_by_profiles_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- "Shared with me", newest first, and the policies' probe by (journey, caller) is the key.
CREATE INDEX "journey_collaborators_user_idx" ON "journey_collaborators" USING btree ("user_id", "created_at" DESC, "journey_id" DESC);
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON journey_collaborators TO app_user;
--> statement-breakpoint
-- Changing a role is the role alone: who and which journey stay.
GRANT UPDATE (role) ON journey_collaborators TO app_user;
--> statement-breakpoint
-- Who ticked a step: an editor's tick is theirs, not the owner's (the journey's activity names
-- them). Null for steps ticked before this column, which were their owner's.
ALTER TABLE "journey_steps" ADD COLUMN "completed_by" uuid;
--> statement-breakpoint
ALTER TABLE "journey_steps" ADD CONSTRAINT "journey_steps_completed_by_profiles_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Editors may update a journey row (its words, dates, status and counters), but what only the
-- owner decides stays the owner's whatever the statement says: who sees it, where it is filed,
-- whose it is, and whether it is deleted. A policy's WITH CHECK sees only the new row, so the
-- comparison with the old one is this trigger's. The server's role (no caller) is not asked.
CREATE OR REPLACE FUNCTION app.journeys_keep_owner_fields() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  BEGIN
    IF app.current_user_id() IS NOT NULL AND OLD.owner_id IS DISTINCT FROM app.current_user_id()
      AND (NEW.owner_id IS DISTINCT FROM OLD.owner_id
        OR NEW.visibility IS DISTINCT FROM OLD.visibility
        OR NEW.project_id IS DISTINCT FROM OLD.project_id
        OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at) THEN
      RAISE EXCEPTION 'Only the owner of a journey changes its visibility, project or deletion'
        USING ERRCODE = '42501';
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER journeys_keep_owner_fields BEFORE UPDATE ON journeys
  FOR EACH ROW EXECUTE FUNCTION app.journeys_keep_owner_fields();
--> statement-breakpoint
-- A block ends every sharing between the two, whichever of them owns the journey: neither
-- keeps seeing or changing the other's journeys through it. Definer: the other side's rows
-- are not the blocker's to delete under the collaborators policy.
CREATE OR REPLACE FUNCTION app.unshare_on_block() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  BEGIN
    DELETE FROM public.journey_collaborators c
      USING public.journeys j
      WHERE j.id = c.journey_id
        AND ((j.owner_id = NEW.user_id AND c.user_id = NEW.blocked_user_id)
          OR (j.owner_id = NEW.blocked_user_id AND c.user_id = NEW.user_id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.unshare_on_block() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER blocked_users_unshare_journeys AFTER INSERT ON blocked_users
  FOR EACH ROW EXECUTE FUNCTION app.unshare_on_block();
--> statement-breakpoint
-- The person with this username (lower case, as stored), for a signed-in caller sharing a
-- journey: whatever their profile's visibility, as app.profile_cards() shows everyone a name
-- and picture. Definer: the profiles policy hides private profiles from strangers. The
-- service then refuses anyone a block stands between (app.is_blocked_with()).
CREATE OR REPLACE FUNCTION app.profile_id_by_username(name text) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT p.id FROM public.profiles p
    WHERE app.current_user_id() IS NOT NULL AND lower(p.username) = lower(name)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.profile_id_by_username(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.profile_id_by_username(text) TO app_user;
