-- Least privilege for app_user, the role requests run as (issue 13, holes 10 and 11).
-- One statement per breakpoint: PGlite runs each chunk through the extended protocol.
--
-- 1. Grants. 0001's default privileges gave app_user SELECT, INSERT, UPDATE and DELETE on
--    every table, so a person could have marked their own factor verified or their
--    subscription active in SQL (the FOR ALL policies only check whose row it is). Each table
--    now grants exactly what the requests' own queries do; the writes only the server makes
--    run as the connection's role (src/db/server-role.ts) or in the SECURITY DEFINER
--    functions below. src/db/grants.test.ts holds the same table as an expected map.
-- 2. SECURITY DEFINER functions get search_path = pg_catalog, public, pg_temp: without
--    pg_temp listed, PostgreSQL searches it FIRST, so a temporary table named like a table a
--    function reads would have been read instead. Every name in them is qualified too, and
--    app_user may no longer create temporary tables at all.
-- 3. uploads: a row is readable where what it shows is (its journey, or its owner's profile),
--    not by everyone.
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON
  public.projects, public.journeys, public.journey_steps, public.connections,
  public.muted_users, public.active_sessions
  TO app_user;
--> statement-breakpoint
-- Documents are replaced, never removed: they go with their journey (ON DELETE CASCADE).
GRANT SELECT, INSERT, UPDATE ON public.journey_documents, public.user_settings TO app_user;
--> statement-breakpoint
-- Sandbox checkout sessions are opened by the caller and closed by the sandbox's pages.
GRANT SELECT, INSERT, UPDATE ON public.sandbox_checkout_sessions TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON public.blocked_users, public.restricted_users, public.uploads
  TO app_user;
--> statement-breakpoint
-- Written once, read back by their author; they go with the account.
GRANT SELECT, INSERT ON
  public.activities, public.user_reports, public.support_tickets, public.billing_idempotency_keys
  TO app_user;
--> statement-breakpoint
-- Follows are made by app.social_follow() (definer); the followed person accepts or removes.
GRANT SELECT, UPDATE, DELETE ON public.followers TO app_user;
--> statement-breakpoint
-- Profiles are created at sign-up and deleted with the account, both by the server.
GRANT SELECT, UPDATE ON public.profiles TO app_user;
--> statement-breakpoint
-- Read only: billing is written by the server (requests, webhooks, the sandbox's clock),
-- second factors by the server's checks, social counts by app.count_followers().
GRANT SELECT ON
  public.billing_customers, public.payment_methods, public.subscriptions, public.invoices,
  public.auth_factors, public.auth_challenges, public.auth_backup_codes, public.social_counts
  TO app_user;
--> statement-breakpoint
-- No temporary tables for anyone but the database's owner: they are what shadows a table in
-- a function whose search_path leaves pg_temp first. app_user holds TEMP through PUBLIC; a
-- connecting role that does not own the database cannot revoke PUBLIC's grant, and is told so.
DO $$
BEGIN
  EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC, app_user', current_database());
EXCEPTION
  WHEN insufficient_privilege THEN
    RAISE WARNING 'Could not revoke TEMPORARY on database % from PUBLIC: %',
      current_database(), SQLERRM;
END
$$;
--> statement-breakpoint
-- PostgreSQL 15 already creates the public schema this way; older servers do not.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
--> statement-breakpoint
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
CREATE OR REPLACE FUNCTION app.count_followers() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    delta integer := 0;
    followed uuid;
    follower uuid;
  BEGIN
    IF TG_OP = 'INSERT' AND NEW.status = 'accepted' THEN
      delta := 1; followed := NEW.user_id; follower := NEW.follower_id;
    ELSIF TG_OP = 'UPDATE' AND OLD.status <> 'accepted' AND NEW.status = 'accepted' THEN
      delta := 1; followed := NEW.user_id; follower := NEW.follower_id;
    ELSIF TG_OP = 'DELETE' AND OLD.status = 'accepted' THEN
      delta := -1; followed := OLD.user_id; follower := OLD.follower_id;
    END IF;
    IF delta = 1 THEN
      INSERT INTO public.social_counts AS c (user_id, followers) VALUES (followed, 1)
        ON CONFLICT (user_id) DO UPDATE SET followers = c.followers + 1;
      INSERT INTO public.social_counts AS c (user_id, following) VALUES (follower, 1)
        ON CONFLICT (user_id) DO UPDATE SET following = c.following + 1;
    ELSIF delta = -1 THEN
      UPDATE public.social_counts SET followers = greatest(followers - 1, 0)
        WHERE user_id = followed;
      UPDATE public.social_counts SET following = greatest(following - 1, 0)
        WHERE user_id = follower;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.social_follow(target uuid) RETURNS text
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.current_user_id();
    profile_visibility text;
    who_may_follow text;
    outcome text;
  BEGIN
    IF me IS NULL THEN
      RAISE EXCEPTION 'Not authenticated' USING ERRCODE = '42501';
    END IF;
    IF target = me THEN
      RAISE EXCEPTION 'You cannot follow yourself' USING ERRCODE = '23514';
    END IF;
    SELECT p.visibility, coalesce(s.who_can_follow, 'everyone')
      INTO profile_visibility, who_may_follow
      FROM public.profiles p LEFT JOIN public.user_settings s ON s.user_id = p.id
      WHERE p.id = target;
    IF NOT FOUND OR app.is_blocked_with(target) THEN
      RAISE EXCEPTION 'Profile not found' USING ERRCODE = 'P0002';
    END IF;
    outcome := CASE WHEN profile_visibility = 'private' OR who_may_follow = 'approval'
      THEN 'pending' ELSE 'accepted' END;
    INSERT INTO public.followers (user_id, follower_id, status) VALUES (target, me, outcome);
    RETURN outcome;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.social_unfollow(target uuid) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.current_user_id();
  BEGIN
    IF me IS NULL THEN
      RAISE EXCEPTION 'Not authenticated' USING ERRCODE = '42501';
    END IF;
    DELETE FROM public.followers WHERE user_id = target AND follower_id = me;
    RETURN FOUND;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.social_accept_connection(requester uuid) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  BEGIN
    UPDATE public.connections SET status = 'accepted'
      WHERE user_id = requester AND connected_user_id = app.current_user_id()
        AND status = 'pending';
    RETURN FOUND;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.social_remove_connection(other uuid) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  BEGIN
    DELETE FROM public.connections
      WHERE user_id = other AND connected_user_id = app.current_user_id();
    RETURN FOUND;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.social_set_connection_type(other uuid, new_type text) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  BEGIN
    UPDATE public.connections SET connection_type = new_type
      WHERE user_id = other AND connected_user_id = app.current_user_id()
        AND status = 'accepted';
    RETURN FOUND;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.social_sever(other uuid) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.current_user_id();
  BEGIN
    IF NOT EXISTS (
      SELECT 1 FROM public.blocked_users WHERE user_id = me AND blocked_user_id = other
    ) THEN
      RAISE EXCEPTION 'Only a block severs ties' USING ERRCODE = '42501';
    END IF;
    DELETE FROM public.followers
      WHERE (user_id = me AND follower_id = other) OR (user_id = other AND follower_id = me);
    DELETE FROM public.connections
      WHERE (user_id = me AND connected_user_id = other)
         OR (user_id = other AND connected_user_id = me);
  END
  $$;
--> statement-breakpoint
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
--> statement-breakpoint
-- Uploads (0005 let everyone read every row): the owner reads theirs; anyone else only what
-- they may see anyway, by the rules already in place, not a fourth copy of them:
--   a journey's cover or image with its journey (the journeys_select policy filters the
--   subquery, as for steps and documents);
--   an avatar with its owner's profile (the profiles_select policy) or profile card (what
--   app.profile_cards() shows a signed-in person, avatar included).
-- Any other upload is its owner's alone.
DROP POLICY uploads_select ON public.uploads;
--> statement-breakpoint
CREATE POLICY uploads_select ON public.uploads FOR SELECT
  USING (
    user_id = app.current_user_id()
    OR CASE
      WHEN app.journey_of_file_key(storage_key) IS NOT NULL THEN EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = app.journey_of_file_key(storage_key)
      )
      WHEN purpose = 'avatar' THEN (
        EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = user_id)
        OR EXISTS (SELECT 1 FROM app.profile_cards(ARRAY[user_id]))
      )
      ELSE false
    END
  );
