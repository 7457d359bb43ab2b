-- Check-ins of recurring steps: seen with their journey (the subquery is itself filtered by
-- journeys_select), as its steps are. Written by the journey's owner or an editor of a shared
-- journey (app.can_edit_journey(), the clause marked "who may write"), in their own name, on a
-- step of that very journey.
ALTER TABLE public.step_checkins ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.step_checkins FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY step_checkins_select ON public.step_checkins FOR SELECT
  USING (EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id));
--> statement-breakpoint
CREATE POLICY step_checkins_insert ON public.step_checkins FOR INSERT
  WITH CHECK (
    author_id = app.current_user_id()
    AND EXISTS (
      SELECT 1 FROM public.journey_steps s WHERE s.id = step_id AND s.journey_id = journey_id
    )
    -- who may write: the owner or an editor of a shared journey (issue 34)
    AND app.can_edit_journey(journey_id)
    AND EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.deleted_at IS NULL)
  );
--> statement-breakpoint
CREATE POLICY step_checkins_delete ON public.step_checkins FOR DELETE
  USING (
    -- who may write: the owner or an editor of a shared journey (issue 34)
    app.can_edit_journey(journey_id)
    AND EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.deleted_at IS NULL)
  );
