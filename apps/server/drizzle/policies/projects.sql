-- Projects: the owner sees and manages theirs; others see one where the journey visibility
-- rule, public.journey_visible_to_viewer() in _functions.sql, lets them.
ALTER TABLE public.projects ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.projects FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY projects_select ON public.projects FOR SELECT
  USING (
    owner_id = app.current_user_id()
    OR public.journey_visible_to_viewer(owner_id, visibility)
  );
--> statement-breakpoint
CREATE POLICY projects_insert ON public.projects FOR INSERT
  WITH CHECK (owner_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY projects_update ON public.projects FOR UPDATE
  USING (owner_id = app.current_user_id())
  WITH CHECK (owner_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY projects_delete ON public.projects FOR DELETE
  USING (owner_id = app.current_user_id());
