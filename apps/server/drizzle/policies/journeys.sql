-- Journeys: the owner sees all of theirs, deleted ones too (to restore them); others see a
-- live one where the journey visibility rule, public.journey_visible_to_viewer() in
-- _functions.sql, lets them, or where the owner shared it with them (journey_collaborators,
-- any role, whatever its visibility). A journey can only be put into one of its owner's own
-- projects. Editors update it too; what stays the owner's (visibility, project, deletion) is
-- the journeys_keep_owner_fields trigger's (drizzle/0036), deleting it the owner's alone.
ALTER TABLE public.journeys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.journeys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journeys_select ON public.journeys FOR SELECT
  USING (
    owner_id = app.current_user_id()
    OR (deleted_at IS NULL AND public.journey_visible_to_viewer(owner_id, visibility))
    -- The caller's own collaborator row (that table's policy shows it to them); a probe by
    -- its key, so it stays cheap on lists.
    OR (deleted_at IS NULL AND EXISTS (
      SELECT 1 FROM public.journey_collaborators c
      WHERE c.journey_id = journeys.id AND c.user_id = app.current_user_id()
    ))
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
  USING (owner_id = app.current_user_id() OR app.can_edit_journey(id))
  WITH CHECK (
    (
      owner_id = app.current_user_id()
      AND (project_id IS NULL OR EXISTS (
        SELECT 1 FROM public.projects p WHERE p.id = project_id AND p.owner_id = app.current_user_id()
      ))
    )
    -- An editor: the trigger keeps owner, project and visibility as the owner left them.
    OR (owner_id <> app.current_user_id() AND app.can_edit_journey(id))
  );
--> statement-breakpoint
CREATE POLICY journeys_delete ON public.journeys FOR DELETE
  USING (owner_id = app.current_user_id());
