-- Journey entries (amounts logged toward a journey's target): seen with their journey (the
-- subquery is itself filtered by journeys_select); logged by whoever may write into the
-- journey, app.can_edit_journey() in _functions.sql (its owner or an editor of a shared journey,
-- issue 34), always as themselves;
-- deleted by their author or by the journey's owner. Never edited.
ALTER TABLE public.journey_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.journey_entries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journey_entries_select ON public.journey_entries FOR SELECT
  USING (EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id));
--> statement-breakpoint
CREATE POLICY journey_entries_insert ON public.journey_entries FOR INSERT
  WITH CHECK (author_id = app.current_user_id() AND app.can_edit_journey(journey_id));
--> statement-breakpoint
CREATE POLICY journey_entries_delete ON public.journey_entries FOR DELETE
  USING (
    author_id = app.current_user_id()
    OR EXISTS (
      SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id()
    )
  );
