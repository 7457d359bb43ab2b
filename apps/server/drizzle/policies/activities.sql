-- Activities: the one rule of every social screen (timeline, discover, leaderboard,
-- notifications) about whose events a viewer may see. Besides their actor, a viewer sees an
-- event only when all of these hold:
--   the visibility the object had then lets them (public.journey_visible_to_viewer(), which
--   also hides everything across a block, both ways);
--   they have not muted the actor, or the mute has expired (app.is_muted_by_viewer());
--   they may see the actor's profile (profiles' policy: a followers-only or private profile's
--   events reach accepted followers only);
--   they may still see the journey or project the event is about, as it is now (their
--   policies: deleted, hidden or made private since, the event goes with it).
-- An entry's event (entry.logged) lives as long as its entry, for its actor too: a deleted
-- entry takes "Ada logged 12.5 km" off every screen.
-- Everyone in a shared journey (its owner and collaborators, app.journey_role()) also sees
-- what the others did in it, private or not, unless a block stands between them (issue 34).
ALTER TABLE public.activities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.activities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY activities_select ON public.activities FOR SELECT
  USING (
    (
      object_type <> 'entry'
      OR EXISTS (SELECT 1 FROM public.journey_entries e WHERE e.id = object_id OFFSET 0)
    )
    AND (
    actor_id = app.current_user_id()
    OR (
      public.journey_visible_to_viewer(actor_id, visibility)
      AND NOT app.is_muted_by_viewer(actor_id)
      -- OFFSET 0 keeps each EXISTS a probe of one row by its key. Without it the planner may
      -- turn it into a hashed subplan, reading every profile or journey the viewer may see
      -- (their policies run on each) before the page's LIMIT 20 stops: seconds at 20,000
      -- journeys (bench/src/timeline.ts).
      AND EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = actor_id OFFSET 0)
      AND (
        journey_id IS NULL
        OR EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id OFFSET 0)
      )
      AND (
        object_type <> 'project'
        OR EXISTS (SELECT 1 FROM public.projects p WHERE p.id = object_id OFFSET 0)
      )
    )
    OR (
      journey_id IS NOT NULL
      AND app.journey_role(journey_id) IS NOT NULL
      AND NOT app.is_blocked_with(actor_id)
    )
    )
  );
--> statement-breakpoint
CREATE POLICY activities_insert ON public.activities FOR INSERT
  WITH CHECK (actor_id = app.current_user_id());
--> statement-breakpoint
-- Grouping completed steps into one event: only its actor, and it stays theirs.
CREATE POLICY activities_update ON public.activities FOR UPDATE
  USING (actor_id = app.current_user_id())
  WITH CHECK (actor_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY activities_delete ON public.activities FOR DELETE
  USING (actor_id = app.current_user_id());
