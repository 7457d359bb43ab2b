-- Activities: an event keeps the visibility its object had (the journey visibility rule,
-- public.journey_visible_to_viewer() in _functions.sql); an event of a journey also follows
-- the journey (gone with it while deleted or hidden). Written once, by their actor.
ALTER TABLE public.activities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.activities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY activities_select ON public.activities FOR SELECT
  USING (
    actor_id = app.current_user_id()
    OR (
      public.journey_visible_to_viewer(actor_id, visibility)
      AND (journey_id IS NULL OR EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id))
    )
  );
--> statement-breakpoint
CREATE POLICY activities_insert ON public.activities FOR INSERT
  WITH CHECK (actor_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY activities_delete ON public.activities FOR DELETE
  USING (actor_id = app.current_user_id());
