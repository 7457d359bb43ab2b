-- Row-level security of the social tables (spec §6), their integrity triggers, and the few
-- privileged functions for legitimate actions the policies alone would forbid.
-- One statement per breakpoint: PGlite runs each chunk through the extended protocol.
-- FORCE everywhere: the owner is bound by the policies too.
--
-- Which side is user_id (docs/ARCHITECTURE.md, "Social graph and privacy"):
--   followers.user_id = the person followed, follower_id = the follower;
--   connections.user_id = who asked, connected_user_id = who was asked;
--   blocked/restricted/muted_users.user_id = who blocks / restricts / mutes.
--
-- The SECURITY DEFINER functions run as the migrating role, which must bypass row-level
-- security (a superuser or BYPASSRLS role, as in every deployment and test of this app).
-- Each takes the caller from app.current_user_id() only and touches only rows between the
-- caller and the one person named.
GRANT SELECT, INSERT, UPDATE, DELETE ON followers, connections, blocked_users, restricted_users, muted_users, user_reports TO app_user;
--> statement-breakpoint
GRANT SELECT ON social_counts TO app_user;
--> statement-breakpoint
-- Whether the caller and `other` are hidden from each other by a block in either direction.
-- Definer: the other side's block rows are not readable under blocked_users' policy. It only
-- ever answers about the caller, so nobody learns who else blocked whom.
CREATE OR REPLACE FUNCTION app.is_blocked_with(other uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
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
-- The two people of a row are fixed once written: user_id (and the other party, named by
-- the trigger's argument) can never be reassigned, by anyone.
CREATE OR REPLACE FUNCTION app.keep_social_pair() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.user_id IS DISTINCT FROM OLD.user_id
       OR (to_jsonb(NEW) -> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(OLD) -> TG_ARGV[0]) THEN
      RAISE EXCEPTION 'The people of a % row cannot be changed', TG_TABLE_NAME
        USING ERRCODE = '42501';
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER followers_keep_pair BEFORE UPDATE ON followers
  FOR EACH ROW EXECUTE FUNCTION app.keep_social_pair('follower_id');
--> statement-breakpoint
CREATE TRIGGER connections_keep_pair BEFORE UPDATE ON connections
  FOR EACH ROW EXECUTE FUNCTION app.keep_social_pair('connected_user_id');
--> statement-breakpoint
CREATE TRIGGER blocked_users_keep_pair BEFORE UPDATE ON blocked_users
  FOR EACH ROW EXECUTE FUNCTION app.keep_social_pair('blocked_user_id');
--> statement-breakpoint
CREATE TRIGGER restricted_users_keep_pair BEFORE UPDATE ON restricted_users
  FOR EACH ROW EXECUTE FUNCTION app.keep_social_pair('restricted_user_id');
--> statement-breakpoint
CREATE TRIGGER muted_users_keep_pair BEFORE UPDATE ON muted_users
  FOR EACH ROW EXECUTE FUNCTION app.keep_social_pair('muted_user_id');
--> statement-breakpoint
CREATE TRIGGER active_sessions_keep_pair BEFORE UPDATE ON active_sessions
  FOR EACH ROW EXECUTE FUNCTION app.keep_social_pair('user_id');
--> statement-breakpoint
-- followers (spec §6): any signed-in user reads all rows; a user manages only rows where
-- they are user_id (the followed person: accept, decline, remove a follower).
ALTER TABLE followers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE followers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY followers_select ON followers FOR SELECT
  USING (app.current_user_id() IS NOT NULL);
--> statement-breakpoint
CREATE POLICY followers_insert ON followers FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY followers_update ON followers FOR UPDATE
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY followers_delete ON followers FOR DELETE
  USING (user_id = app.current_user_id());
--> statement-breakpoint
-- Integrity beyond the policy: nobody writes a follower into their own list (that would
-- invent a follow the other never made); follows are made by app.social_follow(), and an
-- accepted follow does not go back to pending.
CREATE OR REPLACE FUNCTION app.guard_followers() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' AND current_user = 'app_user' THEN
      RAISE EXCEPTION 'Follows are made with app.social_follow()' USING ERRCODE = '42501';
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.status = 'accepted' AND NEW.status <> 'accepted' THEN
      RAISE EXCEPTION 'An accepted follow cannot become a request again' USING ERRCODE = '42501';
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER followers_guard BEFORE INSERT OR UPDATE ON followers
  FOR EACH ROW EXECUTE FUNCTION app.guard_followers();
--> statement-breakpoint
-- Counters of accepted follows. Definer: app_user may not write social_counts. Decrements
-- only update, so a profile being deleted (cascading its follows) is not re-inserted.
CREATE OR REPLACE FUNCTION app.count_followers() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
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
      INSERT INTO social_counts AS c (user_id, followers) VALUES (followed, 1)
        ON CONFLICT (user_id) DO UPDATE SET followers = c.followers + 1;
      INSERT INTO social_counts AS c (user_id, following) VALUES (follower, 1)
        ON CONFLICT (user_id) DO UPDATE SET following = c.following + 1;
    ELSIF delta = -1 THEN
      UPDATE social_counts SET followers = greatest(followers - 1, 0) WHERE user_id = followed;
      UPDATE social_counts SET following = greatest(following - 1, 0) WHERE user_id = follower;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER followers_count AFTER INSERT OR UPDATE OF status OR DELETE ON followers
  FOR EACH ROW EXECUTE FUNCTION app.count_followers();
--> statement-breakpoint
ALTER TABLE social_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE social_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Numbers only, shown on every visible profile; written by the trigger alone.
CREATE POLICY social_counts_select ON social_counts FOR SELECT USING (true);
--> statement-breakpoint
-- Follow `target` as the caller: a request when their profile is private or they approve
-- followers (twin of followOutcome() in packages/shared/src/social/rules.ts), refused
-- across a block, for oneself, or for an unknown profile. Returns the new row's status.
CREATE OR REPLACE FUNCTION app.social_follow(target uuid) RETURNS text
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
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
      FROM profiles p LEFT JOIN user_settings s ON s.user_id = p.id
      WHERE p.id = target;
    IF NOT FOUND OR app.is_blocked_with(target) THEN
      RAISE EXCEPTION 'Profile not found' USING ERRCODE = 'P0002';
    END IF;
    outcome := CASE WHEN profile_visibility = 'private' OR who_may_follow = 'approval'
      THEN 'pending' ELSE 'accepted' END;
    INSERT INTO followers (user_id, follower_id, status) VALUES (target, me, outcome);
    RETURN outcome;
  END
  $$;
--> statement-breakpoint
-- Unfollow `target`, or withdraw a request to: the row is theirs (user_id), so the policy
-- alone would not let the follower delete it.
CREATE OR REPLACE FUNCTION app.social_unfollow(target uuid) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
  DECLARE
    me uuid := app.current_user_id();
  BEGIN
    IF me IS NULL THEN
      RAISE EXCEPTION 'Not authenticated' USING ERRCODE = '42501';
    END IF;
    DELETE FROM followers WHERE user_id = target AND follower_id = me;
    RETURN FOUND;
  END
  $$;
--> statement-breakpoint
-- connections (spec §6): any signed-in user reads all rows; a user manages only rows where
-- they are user_id (the one who asked).
ALTER TABLE connections ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE connections FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY connections_select ON connections FOR SELECT
  USING (app.current_user_id() IS NOT NULL);
--> statement-breakpoint
CREATE POLICY connections_insert ON connections FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY connections_update ON connections FOR UPDATE
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY connections_delete ON connections FOR DELETE
  USING (user_id = app.current_user_id());
--> statement-breakpoint
-- Integrity beyond the policy: a request written by a user starts pending and only the
-- person asked accepts it (app.social_accept_connection()); nobody asks across a block.
CREATE OR REPLACE FUNCTION app.guard_connections() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF current_user = 'app_user' THEN
      IF TG_OP = 'INSERT' THEN
        NEW.status := 'pending';
        IF app.is_blocked_with(NEW.connected_user_id) THEN
          RAISE EXCEPTION 'Profile not found' USING ERRCODE = 'P0002';
        END IF;
      ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
        RAISE EXCEPTION 'Only the person asked accepts a connection' USING ERRCODE = '42501';
      END IF;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      NEW.updated_at := now();
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER connections_guard BEFORE INSERT OR UPDATE ON connections
  FOR EACH ROW EXECUTE FUNCTION app.guard_connections();
--> statement-breakpoint
-- Accept a connection `requester` asked the caller for (their row).
CREATE OR REPLACE FUNCTION app.social_accept_connection(requester uuid) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
  BEGIN
    UPDATE connections SET status = 'accepted'
      WHERE user_id = requester AND connected_user_id = app.current_user_id()
        AND status = 'pending';
    RETURN FOUND;
  END
  $$;
--> statement-breakpoint
-- Decline a request from `other`, or end a connection they asked for (their row).
CREATE OR REPLACE FUNCTION app.social_remove_connection(other uuid) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
  BEGIN
    DELETE FROM connections WHERE user_id = other AND connected_user_id = app.current_user_id();
    RETURN FOUND;
  END
  $$;
--> statement-breakpoint
-- Change the type of an accepted connection `other` asked for (their row).
CREATE OR REPLACE FUNCTION app.social_set_connection_type(other uuid, new_type text) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
  BEGIN
    UPDATE connections SET connection_type = new_type
      WHERE user_id = other AND connected_user_id = app.current_user_id()
        AND status = 'accepted';
    RETURN FOUND;
  END
  $$;
--> statement-breakpoint
-- blocked_users, restricted_users, muted_users (spec §6): own rows only.
ALTER TABLE blocked_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE blocked_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY blocked_users_own ON blocked_users FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE restricted_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE restricted_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY restricted_users_own ON restricted_users FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE muted_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE muted_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY muted_users_own ON muted_users FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
-- After the caller blocked `other` (their block row must exist), remove follows,
-- connections and pending requests both ways: the other side's rows are theirs.
CREATE OR REPLACE FUNCTION app.social_sever(other uuid) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
  DECLARE
    me uuid := app.current_user_id();
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM blocked_users WHERE user_id = me AND blocked_user_id = other) THEN
      RAISE EXCEPTION 'Only a block severs ties' USING ERRCODE = '42501';
    END IF;
    DELETE FROM followers
      WHERE (user_id = me AND follower_id = other) OR (user_id = other AND follower_id = me);
    DELETE FROM connections
      WHERE (user_id = me AND connected_user_id = other)
         OR (user_id = other AND connected_user_id = me);
  END
  $$;
--> statement-breakpoint
-- Name and picture of the given profiles for a signed-in caller, whatever their visibility
-- (to ask to follow, to list followers), except profiles whose owner blocked the caller
-- (unless the caller blocked them too: their own block list must still name them).
-- Definer: the profiles policy shows followers-only and private rows to followers only.
CREATE OR REPLACE FUNCTION app.profile_cards(ids uuid[])
  RETURNS TABLE (id uuid, username text, full_name text, avatar_url text, visibility text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
    SELECT p.id, p.username, p.full_name, p.avatar_url, p.visibility
    FROM profiles p
    WHERE app.current_user_id() IS NOT NULL
      AND p.id = ANY (ids)
      AND (
        NOT EXISTS (
          SELECT 1 FROM blocked_users b
          WHERE b.user_id = p.id AND b.blocked_user_id = app.current_user_id()
        )
        OR EXISTS (
          SELECT 1 FROM blocked_users b
          WHERE b.user_id = app.current_user_id() AND b.blocked_user_id = p.id
        )
      )
  $$;
--> statement-breakpoint
-- Profiles (0001): followers-only and private profiles are now readable by their accepted
-- followers, and a block hides a profile both ways (twin of profileAccess() in
-- packages/shared/src/social/rules.ts).
DROP POLICY profiles_select ON profiles;
--> statement-breakpoint
CREATE POLICY profiles_select ON profiles FOR SELECT
  USING (
    id = app.current_user_id()
    OR (
      (visibility = 'public' OR EXISTS (
        SELECT 1 FROM followers f
        WHERE f.user_id = profiles.id AND f.follower_id = app.current_user_id()
          AND f.status = 'accepted'
      ))
      AND NOT app.is_blocked_with(id)
    )
  );
--> statement-breakpoint
-- Reports: filed as oneself, read back only by their author.
ALTER TABLE user_reports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_reports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_reports_insert ON user_reports FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY user_reports_select ON user_reports FOR SELECT
  USING (user_id = app.current_user_id());
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.social_follow(uuid), app.social_unfollow(uuid), app.social_accept_connection(uuid), app.social_remove_connection(uuid), app.social_set_connection_type(uuid, text), app.social_sever(uuid), app.profile_cards(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.social_follow(uuid), app.social_unfollow(uuid), app.social_accept_connection(uuid), app.social_remove_connection(uuid), app.social_set_connection_type(uuid, text), app.social_sever(uuid), app.profile_cards(uuid[]) TO app_user;
