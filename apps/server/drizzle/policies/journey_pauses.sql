-- Pauses of a journey: seen with their journey (the subquery is itself filtered by
-- journeys_select); added and removed by the journey's owner, named as their author. The owner
-- test is the one EXISTS marked "who may write": widening it to a journey's editors (issue
-- 34's collaborators) is replacing that clause alone.
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
    -- who may write
    AND EXISTS (
      SELECT 1 FROM public.journeys j
      WHERE j.id = journey_id AND j.owner_id = app.current_user_id() AND j.deleted_at IS NULL
    )
  );
--> statement-breakpoint
CREATE POLICY journey_pauses_delete ON public.journey_pauses FOR DELETE
  USING (
    -- who may write
    EXISTS (
      SELECT 1 FROM public.journeys j
      WHERE j.id = journey_id AND j.owner_id = app.current_user_id() AND j.deleted_at IS NULL
    )
  );
