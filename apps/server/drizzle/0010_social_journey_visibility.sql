-- Journeys, projects, steps, documents and activities (0008) decide visibility with
-- journey_visible_to_viewer(); the social graph widens and narrows it, in the policies
-- themselves (twin of contentVisibleTo() in packages/shared/src/social/rules.ts):
--   the owner sees everything of theirs;
--   a block, in either direction, hides everything else (app.is_blocked_with());
--   'public' is for everyone, 'followers' for accepted followers (followers.user_id is the
--   person followed), 'private' for the owner only.
-- Plain SQL, invoker: followers rows are readable by any signed-in user (spec §6), and a
-- signed-out visitor has no follows and no blocks, so sees public content only.
CREATE OR REPLACE FUNCTION public.journey_visible_to_viewer(owner uuid, visibility text)
  RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(owner = app.current_user_id(), false)
      OR (
        visibility IN ('public', 'followers')
        AND NOT app.is_blocked_with(owner)
        AND (
          visibility = 'public'
          OR EXISTS (
            SELECT 1 FROM public.followers f
            WHERE f.user_id = owner
              AND f.follower_id = app.current_user_id()
              AND f.status = 'accepted'
          )
        )
      )
  $$;
