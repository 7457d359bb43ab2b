-- Journeys: the owner sees all of theirs, deleted ones too (to restore them); others see a
-- live one where the journey visibility rule, public.journey_visible_to_viewer() in
-- _functions.sql, lets them. A journey can only be put into one of its owner's own projects.
ALTER TABLE public.journeys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.journeys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journeys_select ON public.journeys FOR SELECT
  USING (
    owner_id = app.current_user_id()
    OR (deleted_at IS NULL AND public.journey_visible_to_viewer(owner_id, visibility))
  );
--> statement-breakpoint
CREATE POLICY journeys_insert ON public.journeys FOR INSERT
  WITH CHECK (
    owner_id = app.current_user_id()
    AND (project_id IS NULL OR EXISTS (
      SELECT 1 FROM public.projects p WHERE p.id = project_id AND p.owner_id = app.current_user_id()
    ))
  );
--> statement-breakpoint
CREATE POLICY journeys_update ON public.journeys FOR UPDATE
  USING (owner_id = app.current_user_id())
  WITH CHECK (
    owner_id = app.current_user_id()
    AND (project_id IS NULL OR EXISTS (
      SELECT 1 FROM public.projects p WHERE p.id = project_id AND p.owner_id = app.current_user_id()
    ))
  );
--> statement-breakpoint
CREATE POLICY journeys_delete ON public.journeys FOR DELETE
  USING (owner_id = app.current_user_id());
