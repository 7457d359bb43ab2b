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
-- No sub-select in its body, so PostgreSQL inlines it into each policy: the follow check is
-- its own function. With the EXISTS written here it ran as a function call per row, about
-- fifteen times slower (20,000 journeys: 6 s against 0.4 s, bench/src/timeline.ts's data).
CREATE OR REPLACE FUNCTION app.viewer_follows(owner uuid) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.followers f
      WHERE f.user_id = owner
        AND f.follower_id = app.current_user_id()
        AND f.status = 'accepted'
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.viewer_follows(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.viewer_follows(uuid) TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.journey_visible_to_viewer(owner uuid, visibility text)
  RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(owner = app.current_user_id(), false)
      OR (
        visibility IN ('public', 'followers')
        AND NOT app.is_blocked_with(owner)
        AND (visibility = 'public' OR app.viewer_follows(owner))
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
--> statement-breakpoint
-- The people whose events reach the caller's Following tab: accepted follows, minus blocks
-- either way and running mutes, as one set (a hashed NOT IN over the caller's few blocks and
-- mutes), not three function calls per followee.
CREATE OR REPLACE FUNCTION app.timeline_followees(viewer uuid) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT f.user_id FROM public.followers f
    WHERE viewer = app.current_user_id()
      AND f.follower_id = viewer AND f.status = 'accepted'
      AND f.user_id NOT IN (
        SELECT b.blocked_user_id FROM public.blocked_users b WHERE b.user_id = viewer
        UNION ALL
        SELECT b.user_id FROM public.blocked_users b WHERE b.blocked_user_id = viewer
        UNION ALL
        SELECT m.muted_user_id FROM public.muted_users m
        WHERE m.user_id = viewer AND (m.expires_at IS NULL OR m.expires_at > now())
      )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.timeline_followees(uuid) FROM PUBLIC;
--> statement-breakpoint
-- One scan of app.following_timeline_candidates(): the newest `take` events of the caller and
-- of `people` with created_at in [from_at, below_at) and before the cursor, walking each
-- person's index newest first and stopping at `take` each. Only the caller's own events may
-- be private ones.
CREATE OR REPLACE FUNCTION app.timeline_page_of(
  viewer uuid,
  people uuid[],
  take integer,
  from_at timestamptz,
  below_at timestamptz,
  before_at timestamptz,
  before_id uuid,
  only_verb text,
  only_category text
)
  RETURNS TABLE (id uuid, created_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT c.id, c.created_at FROM (
      SELECT person, false AS own FROM unnest(people) AS person
      UNION ALL SELECT viewer, true
    ) p
    CROSS JOIN LATERAL (
      SELECT a.id, a.created_at FROM public.activities a
      WHERE a.actor_id = p.person
        AND (p.own OR a.visibility <> 'private')
        -- Open ends as infinities, not "IS NULL OR": both stay conditions of the index scan.
        AND a.created_at >= coalesce(from_at, '-infinity')
        AND a.created_at < coalesce(below_at, 'infinity')
        AND (a.created_at, a.id) < (coalesce(before_at, 'infinity'), coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))
        AND (only_verb IS NULL OR a.verb = only_verb)
        AND (only_category IS NULL OR EXISTS (
          SELECT 1 FROM public.journeys j WHERE j.id = a.journey_id AND j.category = only_category))
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT take
    ) c
    WHERE viewer = app.current_user_id()
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT take
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.timeline_page_of(uuid, uuid[], integer, timestamptz, timestamptz, timestamptz, uuid, text, text) FROM PUBLIC;
--> statement-breakpoint
-- The newest `take` events, before the cursor, of the caller and of app.timeline_followees():
-- the Following tab's candidates (issue 16). Definer, so it walks the (actor_id, created_at
-- desc, id desc) index without running the activities policy on every row it passes; the
-- caller then reads these ids through that policy, which stays the judge of what is shown (a
-- candidate it drops only shortens the page, and the service asks again from there).
-- Followees without a head have never shared anything and are skipped. The take-th newest
-- head bounds the page: at least `take` events lie at or after it, so the page does too, and
-- only the followees whose head reaches it are read (about `take` of a thousand). On the
-- first page heads come from activity_heads; past a cursor or with a filter, from one index
-- probe per followee. Stored heads never move back, so a bound can only be too high: whatever
-- is then missing lies below it, and a second pass over everyone reads just that.
CREATE OR REPLACE FUNCTION app.following_timeline_candidates(
  take integer,
  before_at timestamptz,
  before_id uuid,
  only_verb text,
  only_category text
)
  RETURNS TABLE (id uuid, created_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    viewer uuid := app.current_user_id();
    people uuid[];
    heads timestamptz[];
    bound timestamptz;
    reaching integer;
    found integer := 0;
  BEGIN
    IF viewer IS NULL OR take < 1 THEN
      RETURN;
    END IF;
    SELECT array_agg(h.actor_id ORDER BY h.shared_at DESC), array_agg(h.shared_at ORDER BY h.shared_at DESC)
      INTO people, heads
      FROM app.timeline_followees(viewer) AS t(actor_id)
      JOIN public.activity_heads h ON h.actor_id = t.actor_id;
    people := coalesce(people, '{}');
    IF before_at IS NOT NULL OR only_verb IS NOT NULL OR only_category IS NOT NULL THEN
      -- Deeper pages and filters: each followee's newest matching event before the cursor
      -- takes the head's place (one index probe each, instead of `take` rows each).
      SELECT array_agg(t.person ORDER BY t.at DESC), array_agg(t.at ORDER BY t.at DESC)
        INTO people, heads
        FROM unnest(people) AS person
        CROSS JOIN LATERAL (
          SELECT person, a.created_at AS at FROM public.activities a
          WHERE a.actor_id = person AND a.visibility <> 'private'
            AND (a.created_at, a.id) < (coalesce(before_at, 'infinity'), coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))
            AND (only_verb IS NULL OR a.verb = only_verb)
            AND (only_category IS NULL OR EXISTS (
              SELECT 1 FROM public.journeys j WHERE j.id = a.journey_id AND j.category = only_category))
          ORDER BY a.created_at DESC, a.id DESC
          LIMIT 1
        ) t;
      people := coalesce(people, '{}');
    END IF;
    bound := heads[take];
    IF bound IS NOT NULL THEN
      -- Heads are sorted newest first: the ones at or after the bound are a prefix.
      reaching := take;
      WHILE reaching < cardinality(heads) AND heads[reaching + 1] >= bound LOOP
        reaching := reaching + 1;
      END LOOP;
      RETURN QUERY SELECT * FROM app.timeline_page_of(viewer, people[1:reaching], take, bound, NULL, before_at, before_id, only_verb, only_category);
      GET DIAGNOSTICS found = ROW_COUNT;
    END IF;
    IF found < take THEN
      RETURN QUERY SELECT * FROM app.timeline_page_of(viewer, people, take - found, NULL, bound, before_at, before_id, only_verb, only_category);
    END IF;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.following_timeline_candidates(integer, timestamptz, uuid, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.following_timeline_candidates(integer, timestamptz, uuid, text, text) TO app_user;
--> statement-breakpoint
-- Whether the caller may post in `conv` now (the messages and reactions policies ask): an
-- accepted member; in a direct conversation, only while no block stands between the two and the
-- other has not declined, and, while the other has not yet accepted (a message request), only
-- while the privacy rule would still let the caller ask: someone who switches "who can message
-- me" to nobody closes the requests strangers opened before, not only new ones. Accepted
-- conversations are untouched. Supersedes drizzle/0024_chat.sql's first version.
CREATE OR REPLACE FUNCTION app.chat_can_post(conv uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.conversation_members m
      JOIN public.conversations c ON c.id = m.conversation_id
      WHERE m.conversation_id = conv AND m.user_id = app.current_user_id()
        AND m.request_state = 'accepted'
        AND (c.kind = 'group' OR NOT EXISTS (
          SELECT 1 FROM public.conversation_members o
          WHERE o.conversation_id = conv AND o.user_id <> m.user_id
            AND (o.request_state = 'declined'
              OR app.is_blocked_with(o.user_id)
              OR (o.request_state = 'pending' AND app.chat_messaging_decision(o.user_id) = 'refused'))
        ))
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_can_post(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_can_post(uuid) TO app_user;
--> statement-breakpoint
-- The caller's part in a journey (issue 34, shared journeys): 'owner', 'editor', 'viewer', or
-- null (a stranger, a signed-out visitor, or a journey that does not exist). Collaborators lose
-- theirs while the journey is deleted (only its owner sees the bin). Definer: the policies of
-- journeys and journey_collaborators ask each other, and a definer reads both without running
-- either policy again (no recursion). It only ever answers about the caller.
CREATE OR REPLACE FUNCTION app.journey_role(journey uuid) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT CASE
      WHEN j.owner_id = app.current_user_id() THEN 'owner'
      WHEN j.deleted_at IS NULL THEN (
        SELECT c.role FROM public.journey_collaborators c
        WHERE c.journey_id = j.id AND c.user_id = app.current_user_id()
      )
    END
    FROM public.journeys j
    WHERE j.id = journey AND app.current_user_id() IS NOT NULL
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.journey_role(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.journey_role(uuid) TO app_user;
--> statement-breakpoint
-- Who may write into a live journey (steps, its words and document, entries toward its
-- target, check-ins, pauses): its owner or an editor of a shared journey (issue 34). Not for
-- deleting, visibility, project or people: those stay the owner's (owner_id = the caller in
-- the policies, and the journeys_keep_owner_fields trigger, drizzle/0036). Definer, like
-- app.journey_role(): it reads journey_collaborators, whose policy asks about journeys.
-- Supersedes the owner-only first version of the targets work (drizzle/0034).
CREATE OR REPLACE FUNCTION app.can_edit_journey(journey uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.journeys j
      WHERE j.id = journey AND j.deleted_at IS NULL
        AND (
          j.owner_id = app.current_user_id()
          OR EXISTS (
            SELECT 1 FROM public.journey_collaborators c
            WHERE c.journey_id = j.id AND c.user_id = app.current_user_id() AND c.role = 'editor'
          )
        )
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.can_edit_journey(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.can_edit_journey(uuid) TO app_user;
