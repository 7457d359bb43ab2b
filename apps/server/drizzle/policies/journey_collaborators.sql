-- Journey collaborators (issue 34): the people a journey's owner shared it with. Everyone in
-- the journey (its owner and each collaborator, app.journey_role()) sees who else is; only the
-- owner adds people (never someone a block stands between, nor themself) and changes roles;
-- the owner removes anyone, a collaborator removes themself (leaves). A block deletes the rows
-- between the two (app.unshare_on_block(), drizzle/0036).
ALTER TABLE public.journey_collaborators ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.journey_collaborators FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journey_collaborators_select ON public.journey_collaborators FOR SELECT
  USING (user_id = app.current_user_id() OR app.journey_role(journey_id) IS NOT NULL);
--> statement-breakpoint
CREATE POLICY journey_collaborators_insert ON public.journey_collaborators FOR INSERT
  WITH CHECK (
    app.journey_role(journey_id) = 'owner'
    AND user_id <> app.current_user_id()
    AND added_by = app.current_user_id()
    AND NOT app.is_blocked_with(user_id)
  );
--> statement-breakpoint
CREATE POLICY journey_collaborators_update ON public.journey_collaborators FOR UPDATE
  USING (app.journey_role(journey_id) = 'owner')
  WITH CHECK (app.journey_role(journey_id) = 'owner');
--> statement-breakpoint
CREATE POLICY journey_collaborators_delete ON public.journey_collaborators FOR DELETE
  USING (user_id = app.current_user_id() OR app.journey_role(journey_id) = 'owner');
