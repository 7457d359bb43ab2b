-- Pauses of a journey: seen with their journey (the subquery is itself filtered by
-- journeys_select); added and removed by the journey's owner or an editor of a shared journey
-- (app.can_edit_journey(), the clause marked "who may write"), named as their author.
ALTER TABLE public.journey_pauses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.journey_pauses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journey_pauses_select ON public.journey_pauses FOR SELECT
  USING (EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id));
--> statement-breakpoint
CREATE POLICY journey_pauses_insert ON public.journey_pauses FOR INSERT
  WITH CHECK (
    created_by = app.current_user_id()
    -- who may write: the owner or an editor of a shared journey (issue 34)
    AND app.can_edit_journey(journey_id)
    AND EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.deleted_at IS NULL)
  );
--> statement-breakpoint
CREATE POLICY journey_pauses_delete ON public.journey_pauses FOR DELETE
  USING (
    -- who may write: the owner or an editor of a shared journey (issue 34)
    app.can_edit_journey(journey_id)
    AND EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.deleted_at IS NULL)
  );
