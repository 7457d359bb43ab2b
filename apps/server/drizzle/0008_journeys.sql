-- Journeys, their steps and documents, projects and activities (issue 5), with row-level security.
-- One statement per breakpoint: PGlite runs each chunk through the extended protocol.
-- Kept in step with src/features/{projects,journeys,activities}/schema.ts by hand
-- (drizzle-kit cannot express FORCE RLS, policies or a DEFERRABLE unique constraint).
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '📁' NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_title_check" CHECK (char_length("projects"."title") between 1 and 120),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('active', 'paused', 'completed', 'archived')),
	CONSTRAINT "projects_visibility_check" CHECK ("projects"."visibility" in ('private', 'followers', 'public'))
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"project_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"cover_image_url" text,
	"start_date" date,
	"target_date" date,
	"completed_at" timestamp (3) with time zone,
	"step_count" integer DEFAULT 0 NOT NULL,
	"completed_step_count" integer DEFAULT 0 NOT NULL,
	"progress" integer GENERATED ALWAYS AS (case when step_count <= 0 or completed_step_count <= 0 then 0 when completed_step_count >= step_count then 100 else least(99, greatest(1, round(completed_step_count * 100.0 / step_count)))::integer end) STORED NOT NULL,
	"forked_from_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_title_check" CHECK (char_length("journeys"."title") between 1 and 120),
	CONSTRAINT "journeys_description_check" CHECK (char_length("journeys"."description") <= 5000),
	CONSTRAINT "journeys_category_check" CHECK ("journeys"."category" in ('health', 'fitness', 'learning', 'career', 'creative', 'travel', 'finance', 'personal', 'community', 'other')),
	CONSTRAINT "journeys_visibility_check" CHECK ("journeys"."visibility" in ('private', 'followers', 'public')),
	CONSTRAINT "journeys_status_check" CHECK ("journeys"."status" in ('planned', 'active', 'completed', 'archived')),
	CONSTRAINT "journeys_dates_check" CHECK ("journeys"."target_date" is null or "journeys"."start_date" is null or "journeys"."target_date" >= "journeys"."start_date"),
	CONSTRAINT "journeys_step_counts_check" CHECK ("journeys"."completed_step_count" between 0 and "journeys"."step_count")
);
--> statement-breakpoint
CREATE TABLE "journey_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"due_date" date,
	"completed_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_steps_title_check" CHECK (char_length("journey_steps"."title") between 1 and 200),
	CONSTRAINT "journey_steps_notes_check" CHECK (char_length("journey_steps"."notes") <= 10000),
	CONSTRAINT "journey_steps_position_check" CHECK ("journey_steps"."position" >= 0),
	-- Checked at the end of each statement (or transaction), so one UPDATE can renumber all steps.
	CONSTRAINT "journey_steps_journey_position_key" UNIQUE ("journey_id", "position") DEFERRABLE INITIALLY IMMEDIATE
);
--> statement-breakpoint
CREATE TABLE "journey_documents" (
	"journey_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"document" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"verb" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"journey_id" uuid,
	"visibility" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_visibility_check" CHECK ("activities"."visibility" in ('private', 'followers', 'public'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_forked_from_id_journeys_id_fk" FOREIGN KEY ("forked_from_id") REFERENCES "public"."journeys"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journey_steps" ADD CONSTRAINT "journey_steps_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journey_steps" ADD CONSTRAINT "journey_steps_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journey_documents" ADD CONSTRAINT "journey_documents_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journey_documents" ADD CONSTRAINT "journey_documents_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "projects_owner_updated_idx" ON "projects" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "journeys_owner_updated_idx" ON "journeys" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "journeys_owner_created_idx" ON "journeys" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "journeys_owner_title_idx" ON "journeys" USING btree ("owner_id",lower("title"),"id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "journeys_owner_progress_idx" ON "journeys" USING btree ("owner_id","progress" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "journeys_owner_target_idx" ON "journeys" USING btree ("owner_id",coalesce("target_date", '9999-12-31'::date),"id") WHERE deleted_at is null;
--> statement-breakpoint
CREATE INDEX "journeys_project_idx" ON "journeys" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "journeys_forked_from_idx" ON "journeys" USING btree ("forked_from_id");
--> statement-breakpoint
CREATE INDEX "journey_steps_owner_completed_idx" ON "journey_steps" USING btree ("owner_id","completed_at");
--> statement-breakpoint
CREATE INDEX "journey_steps_owner_due_idx" ON "journey_steps" USING btree ("owner_id","due_date") WHERE completed_at is null and due_date is not null;
--> statement-breakpoint
CREATE INDEX "journey_documents_owner_idx" ON "journey_documents" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "activities_actor_created_idx" ON "activities" USING btree ("actor_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "activities_journey_idx" ON "activities" USING btree ("journey_id");
--> statement-breakpoint
-- Every "may this viewer see what this owner shared with this visibility?" decision for
-- journeys, their steps and documents, projects and activities. Signed out: public only.
-- The social issue replaces it (CREATE OR REPLACE, same signature) to add followers and blocks.
CREATE OR REPLACE FUNCTION public.journey_visible_to_viewer(owner uuid, visibility text)
  RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(owner = app.current_user_id(), false) OR visibility = 'public' $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.journey_visible_to_viewer(uuid, text) TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON projects, journeys, journey_steps, journey_documents, activities TO app_user;
--> statement-breakpoint
CREATE TRIGGER projects_touch_updated_at BEFORE UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION app.touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER journeys_touch_updated_at BEFORE UPDATE ON journeys
  FOR EACH ROW EXECUTE FUNCTION app.touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER journey_steps_touch_updated_at BEFORE UPDATE ON journey_steps
  FOR EACH ROW EXECUTE FUNCTION app.touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER journey_documents_touch_updated_at BEFORE UPDATE ON journey_documents
  FOR EACH ROW EXECUTE FUNCTION app.touch_updated_at();
--> statement-breakpoint
ALTER TABLE projects ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE projects FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY projects_select ON projects FOR SELECT
  USING (owner_id = app.current_user_id() OR journey_visible_to_viewer(owner_id, visibility));
--> statement-breakpoint
CREATE POLICY projects_insert ON projects FOR INSERT
  WITH CHECK (owner_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY projects_update ON projects FOR UPDATE
  USING (owner_id = app.current_user_id())
  WITH CHECK (owner_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY projects_delete ON projects FOR DELETE
  USING (owner_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE journeys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE journeys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The owner also sees their deleted journeys (to restore them); others only live ones.
CREATE POLICY journeys_select ON journeys FOR SELECT
  USING (
    owner_id = app.current_user_id()
    OR (deleted_at IS NULL AND journey_visible_to_viewer(owner_id, visibility))
  );
--> statement-breakpoint
-- A journey can only be put into one of its owner's own projects.
CREATE POLICY journeys_insert ON journeys FOR INSERT
  WITH CHECK (
    owner_id = app.current_user_id()
    AND (project_id IS NULL OR EXISTS (
      SELECT 1 FROM projects p WHERE p.id = project_id AND p.owner_id = app.current_user_id()
    ))
  );
--> statement-breakpoint
CREATE POLICY journeys_update ON journeys FOR UPDATE
  USING (owner_id = app.current_user_id())
  WITH CHECK (
    owner_id = app.current_user_id()
    AND (project_id IS NULL OR EXISTS (
      SELECT 1 FROM projects p WHERE p.id = project_id AND p.owner_id = app.current_user_id()
    ))
  );
--> statement-breakpoint
CREATE POLICY journeys_delete ON journeys FOR DELETE
  USING (owner_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE journey_steps ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE journey_steps FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Steps are seen with their journey: the subquery is itself filtered by journeys_select.
CREATE POLICY journey_steps_select ON journey_steps FOR SELECT
  USING (
    owner_id = app.current_user_id()
    OR EXISTS (SELECT 1 FROM journeys j WHERE j.id = journey_id)
  );
--> statement-breakpoint
-- Written only by the owner, and only into a journey of theirs.
CREATE POLICY journey_steps_insert ON journey_steps FOR INSERT
  WITH CHECK (
    owner_id = app.current_user_id()
    AND EXISTS (SELECT 1 FROM journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id())
  );
--> statement-breakpoint
CREATE POLICY journey_steps_update ON journey_steps FOR UPDATE
  USING (owner_id = app.current_user_id())
  WITH CHECK (
    owner_id = app.current_user_id()
    AND EXISTS (SELECT 1 FROM journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id())
  );
--> statement-breakpoint
CREATE POLICY journey_steps_delete ON journey_steps FOR DELETE
  USING (owner_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE journey_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE journey_documents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journey_documents_select ON journey_documents FOR SELECT
  USING (
    owner_id = app.current_user_id()
    OR EXISTS (SELECT 1 FROM journeys j WHERE j.id = journey_id)
  );
--> statement-breakpoint
CREATE POLICY journey_documents_insert ON journey_documents FOR INSERT
  WITH CHECK (
    owner_id = app.current_user_id()
    AND EXISTS (SELECT 1 FROM journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id())
  );
--> statement-breakpoint
CREATE POLICY journey_documents_update ON journey_documents FOR UPDATE
  USING (owner_id = app.current_user_id())
  WITH CHECK (
    owner_id = app.current_user_id()
    AND EXISTS (SELECT 1 FROM journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id())
  );
--> statement-breakpoint
CREATE POLICY journey_documents_delete ON journey_documents FOR DELETE
  USING (owner_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE activities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE activities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Events keep the visibility their object had; events of a journey also follow the journey
-- (gone with it while deleted or hidden).
CREATE POLICY activities_select ON activities FOR SELECT
  USING (
    actor_id = app.current_user_id()
    OR (
      journey_visible_to_viewer(actor_id, visibility)
      AND (journey_id IS NULL OR EXISTS (SELECT 1 FROM journeys j WHERE j.id = journey_id))
    )
  );
--> statement-breakpoint
CREATE POLICY activities_insert ON activities FOR INSERT
  WITH CHECK (actor_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY activities_delete ON activities FOR DELETE
  USING (actor_id = app.current_user_id());
