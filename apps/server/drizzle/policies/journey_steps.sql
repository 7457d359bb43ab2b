-- Journey steps: seen with their journey (the subquery is itself filtered by journeys_select);
-- written by the journey's owner and its editors (app.can_edit_journey()); owner_id stays
-- the journey's owner whoever writes.
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
    (
      owner_id = app.current_user_id()
      AND EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id()
      )
    )
    OR (
      app.can_edit_journey(journey_id)
      AND EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = journey_steps.owner_id
      )
    )
  );
--> statement-breakpoint
CREATE POLICY journey_steps_update ON public.journey_steps FOR UPDATE
  USING (owner_id = app.current_user_id() OR app.can_edit_journey(journey_id))
  WITH CHECK (
    (
      owner_id = app.current_user_id()
      AND EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id()
      )
    )
    OR (
      app.can_edit_journey(journey_id)
      AND EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = journey_steps.owner_id
      )
    )
  );
--> statement-breakpoint
CREATE POLICY journey_steps_delete ON public.journey_steps FOR DELETE
  USING (owner_id = app.current_user_id() OR app.can_edit_journey(journey_id));
