-- Journey steps: seen with their journey (the subquery is itself filtered by journeys_select);
-- written only by the owner, and only into a journey of theirs.
ALTER TABLE public.journey_steps ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.journey_steps FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journey_steps_select ON public.journey_steps FOR SELECT
  USING (
    owner_id = app.current_user_id()
    OR EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id)
  );
--> statement-breakpoint
CREATE POLICY journey_steps_insert ON public.journey_steps FOR INSERT
  WITH CHECK (
    owner_id = app.current_user_id()
    AND EXISTS (
      SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id()
    )
  );
--> statement-breakpoint
CREATE POLICY journey_steps_update ON public.journey_steps FOR UPDATE
  USING (owner_id = app.current_user_id())
  WITH CHECK (
    owner_id = app.current_user_id()
    AND EXISTS (
      SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id()
    )
  );
--> statement-breakpoint
CREATE POLICY journey_steps_delete ON public.journey_steps FOR DELETE
  USING (owner_id = app.current_user_id());
