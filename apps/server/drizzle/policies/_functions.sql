-- The functions the policies of this folder call, as they are today. Edit a rule here, not in
-- a new migration: src/db/policies.ts applies this file before the tables' files whenever any
-- file of this folder changes. CREATE OR REPLACE keeps each function's owner and grants; the
-- grants are restated so this file says who may call what.
--
-- Who is asking: withUser() sets app.user_id to '' for anonymous requests, and an unset custom
-- setting also reads as '' once any transaction has set it: both mean "no user".
CREATE OR REPLACE FUNCTION app.current_user_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
-- Whether the caller and `other` are hidden from each other by a block in either direction.
-- Definer: the other side's block rows are not readable under blocked_users' policy. It only
-- ever answers about the caller, so nobody learns who else blocked whom. (Every definer
-- function pins search_path with pg_temp last, so no temporary table shadows a table.)
CREATE OR REPLACE FUNCTION app.is_blocked_with(other uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.blocked_users b
      WHERE (b.user_id = app.current_user_id() AND b.blocked_user_id = other)
         OR (b.user_id = other AND b.blocked_user_id = app.current_user_id())
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.is_blocked_with(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.is_blocked_with(uuid) TO app_user;
--> statement-breakpoint
-- Whether the caller muted `other` and the mute still runs (expires_at null: until undone).
-- Invoker: the caller's own muted_users rows are readable under that table's policy; a
-- signed-out caller has none.
CREATE OR REPLACE FUNCTION app.is_muted_by_viewer(other uuid) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.muted_users m
      WHERE m.user_id = app.current_user_id()
        AND m.muted_user_id = other
        AND (m.expires_at IS NULL OR m.expires_at > now())
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.is_muted_by_viewer(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.is_muted_by_viewer(uuid) TO app_user;
--> statement-breakpoint
-- The journey visibility rule: may the caller see what `owner` shared with `visibility`?
-- Used by the policies of journeys, projects and activities (steps, documents and journey
-- files follow their journey). Twin of contentVisibleTo() in packages/shared/src/social/rules.ts:
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
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.journey_visible_to_viewer(uuid, text) TO app_user;
--> statement-breakpoint
-- Name and picture of the given profiles for a signed-in caller, whatever their visibility
-- (to ask to follow, to list followers), except profiles whose owner blocked the caller
-- (unless the caller blocked them too: their own block list must still name them).
-- Definer: the profiles policy shows followers-only and private rows to followers only.
-- uploads_select shows an avatar wherever this card shows it.
CREATE OR REPLACE FUNCTION app.profile_cards(ids uuid[])
  RETURNS TABLE (id uuid, username text, full_name text, avatar_url text, visibility text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT p.id, p.username, p.full_name, p.avatar_url, p.visibility
    FROM public.profiles p
    WHERE app.current_user_id() IS NOT NULL
      AND p.id = ANY (ids)
      AND (
        NOT EXISTS (
          SELECT 1 FROM public.blocked_users b
          WHERE b.user_id = p.id AND b.blocked_user_id = app.current_user_id()
        )
        OR EXISTS (
          SELECT 1 FROM public.blocked_users b
          WHERE b.user_id = app.current_user_id() AND b.blocked_user_id = p.id
        )
      )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.profile_cards(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.profile_cards(uuid[]) TO app_user;
--> statement-breakpoint
-- The journey a journey file belongs to, from its key (`j_<journey id>_<random>.webp`, as
-- src/features/journeys/file-keys.ts writes it); null for any other key. The pattern is a
-- whole canonical uuid, so the cast cannot fail on a key of another shape.
CREATE OR REPLACE FUNCTION app.journey_of_file_key(storage_key text) RETURNS uuid
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT CASE
      WHEN storage_key ~ '^j_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_'
      THEN substr(storage_key, 3, 36)::uuid
    END
  $$;
