-- The leaderboard (issue 16). Points are a ledger written in the transaction of the step or
-- journey change that earns them (src/features/leaderboard/points-service.ts); undoing writes the
-- reversal. Triggers keep, in that same transaction:
--   leaderboard_totals: one row per (period key, person), the points of that period, with
--     whether the person shows on the board (opted_in: the privacy setting; listed: opted in
--     and a public profile, i.e. shown to everyone);
--   leaderboard_histogram: per period key, how many listed people have each number of points,
--     and under '<key>#' the same per hundred points, so a rank is a sum over at most a few
--     hundred rows (the hundreds above, then the exact points within my hundred) instead of a
--     count over a million.
-- Period keys (twin of periodKey() in packages/shared/src/leaderboard/periods.ts): 'all',
-- 'm:YYYY-MM', and 'w:<first day>' for weeks starting Monday, Sunday and Saturday (the first
-- day's weekday tells them apart); each also with '|<journey category>'. Days are UTC.
ALTER TABLE "user_settings" ADD COLUMN "show_on_leaderboard" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE "leaderboard_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"subject_id" uuid,
	"category" text NOT NULL,
	"points" integer NOT NULL,
	"day" date NOT NULL,
	"reverses" uuid REFERENCES "leaderboard_ledger"("id") ON DELETE CASCADE,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_ledger_reason_check" CHECK ("reason" in ('step.completed', 'journey.completed', 'streak.day')),
	CONSTRAINT "leaderboard_ledger_points_check" CHECK ("points" between -1000 and 1000)
);
--> statement-breakpoint
CREATE INDEX "leaderboard_ledger_user_day_idx" ON "leaderboard_ledger" USING btree ("user_id","day");
--> statement-breakpoint
CREATE INDEX "leaderboard_ledger_user_subject_idx" ON "leaderboard_ledger" USING btree ("user_id","subject_id");
--> statement-breakpoint
-- An entry is taken back at most once.
CREATE UNIQUE INDEX "leaderboard_ledger_reverses_key" ON "leaderboard_ledger" USING btree ("reverses");
--> statement-breakpoint
CREATE TABLE "leaderboard_totals" (
	"period" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"points" integer DEFAULT 0 NOT NULL,
	"opted_in" boolean DEFAULT true NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "leaderboard_totals_pkey" PRIMARY KEY ("period","user_id")
);
--> statement-breakpoint
-- The board's top: an index scan from the highest points down.
CREATE INDEX "leaderboard_totals_period_points_idx" ON "leaderboard_totals" USING btree ("period","points" DESC,"user_id");
--> statement-breakpoint
CREATE INDEX "leaderboard_totals_user_idx" ON "leaderboard_totals" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "leaderboard_histogram" (
	"period" text NOT NULL,
	"points" integer NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "leaderboard_histogram_pkey" PRIMARY KEY ("period","points")
);
--> statement-breakpoint
-- Requests write ledger rows (their own, by policy) and read; the totals and histogram are
-- written by the triggers below alone.
GRANT SELECT, INSERT ON leaderboard_ledger TO app_user;
--> statement-breakpoint
GRANT SELECT ON leaderboard_totals, leaderboard_histogram TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.leaderboard_periods(d date, category text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$
    WITH base AS (
      SELECT unnest(ARRAY[
        'all',
        'm:' || to_char(d, 'YYYY-MM'),
        'w:' || to_char(d - (extract(isodow FROM d)::int - 1), 'YYYY-MM-DD'),
        'w:' || to_char(d - extract(dow FROM d)::int, 'YYYY-MM-DD'),
        'w:' || to_char(d - ((extract(dow FROM d)::int + 1) % 7), 'YYYY-MM-DD')
      ]) AS k
    )
    SELECT array_agg(k ORDER BY k) FROM (
      SELECT k FROM base UNION ALL SELECT k || '|' || category FROM base
    ) keys
  $$;
--> statement-breakpoint
-- Whether a person shows on boards: the privacy setting (default on), and to everyone only
-- with a public profile (followers-only and private profiles show to accepted followers).
CREATE OR REPLACE FUNCTION app.leaderboard_listing(person uuid, OUT opted_in boolean, OUT listed boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT coalesce(s.show_on_leaderboard, true),
      coalesce(s.show_on_leaderboard, true) AND coalesce(p.visibility = 'public', false)
    FROM (SELECT person AS id) who
    LEFT JOIN public.profiles p ON p.id = who.id
    LEFT JOIN public.user_settings s ON s.user_id = who.id
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.leaderboard_listing(uuid) FROM PUBLIC;
--> statement-breakpoint
-- A ledger entry adds its points to every period it falls in, keys in one global order so
-- concurrent writers lock histogram buckets in the same order.
CREATE OR REPLACE FUNCTION app.leaderboard_add_entry() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    flags record;
    k text;
  BEGIN
    IF NEW.points = 0 THEN RETURN NULL; END IF;
    SELECT * INTO flags FROM app.leaderboard_listing(NEW.user_id);
    FOREACH k IN ARRAY app.leaderboard_periods(NEW.day, NEW.category) LOOP
      INSERT INTO leaderboard_totals AS t (period, user_id, points, opted_in, listed)
        VALUES (k, NEW.user_id, NEW.points, flags.opted_in, flags.listed)
        ON CONFLICT (period, user_id) DO UPDATE SET points = t.points + EXCLUDED.points;
    END LOOP;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER leaderboard_ledger_totals AFTER INSERT ON leaderboard_ledger
  FOR EACH ROW EXECUTE FUNCTION app.leaderboard_add_entry();
--> statement-breakpoint
-- A listed person's total moved (or they joined, left, opted in or out): one bucket down,
-- one up, the lower points first.
CREATE OR REPLACE FUNCTION app.leaderboard_move_bucket() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    old_points integer;
    new_points integer;
    key text;
    bucket record;
  BEGIN
    IF TG_OP <> 'INSERT' AND OLD.listed THEN old_points := OLD.points; END IF;
    IF TG_OP <> 'DELETE' AND NEW.listed THEN new_points := NEW.points; END IF;
    IF old_points IS NOT DISTINCT FROM new_points THEN RETURN NULL; END IF;
    key := CASE WHEN TG_OP = 'DELETE' THEN OLD.period ELSE NEW.period END;
    -- Exact buckets, then the hundreds ('<key>#'): the same order in every transaction.
    FOR bucket IN
      SELECT v.period, v.points, v.delta FROM (VALUES
        (key, old_points, -1), (key, new_points, 1),
        (key || '#', floor(old_points / 100.0)::int * 100, -1),
        (key || '#', floor(new_points / 100.0)::int * 100, 1)
      ) v(period, points, delta)
      WHERE v.points IS NOT NULL ORDER BY v.period, v.points
    LOOP
      INSERT INTO leaderboard_histogram AS h (period, points, people)
        VALUES (bucket.period, bucket.points, bucket.delta)
        ON CONFLICT (period, points) DO UPDATE SET people = h.people + EXCLUDED.people;
    END LOOP;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER leaderboard_totals_histogram AFTER INSERT OR UPDATE OR DELETE ON leaderboard_totals
  FOR EACH ROW EXECUTE FUNCTION app.leaderboard_move_bucket();
--> statement-breakpoint
-- The privacy setting or the profile's visibility changed: every total of that person follows.
CREATE OR REPLACE FUNCTION app.leaderboard_sync_listing() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    -- profiles are keyed by id, user_settings by user_id.
    person uuid := (to_jsonb(NEW) ->> CASE WHEN TG_TABLE_NAME = 'profiles' THEN 'id' ELSE 'user_id' END)::uuid;
    flags record;
  BEGIN
    SELECT * INTO flags FROM app.leaderboard_listing(person);
    UPDATE leaderboard_totals SET opted_in = flags.opted_in, listed = flags.listed
      WHERE user_id = person AND (opted_in, listed) IS DISTINCT FROM (flags.opted_in, flags.listed);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER leaderboard_settings_listing AFTER INSERT OR UPDATE OF show_on_leaderboard ON user_settings
  FOR EACH ROW EXECUTE FUNCTION app.leaderboard_sync_listing();
--> statement-breakpoint
CREATE TRIGGER leaderboard_profiles_listing AFTER UPDATE OF visibility ON profiles
  FOR EACH ROW EXECUTE FUNCTION app.leaderboard_sync_listing();
--> statement-breakpoint
-- The rank the caller sees for `points` in a period: 1 + the people above it whom the caller
-- may see on the board. The histogram counts the listed; a block (either way) removes people,
-- following a followers-only or private profile that opted in adds them, and the caller's own
-- unlisted total counts too. Definer: blocks against the caller are not readable otherwise;
-- it only ever returns a count.
CREATE OR REPLACE FUNCTION app.leaderboard_rank(period_key text, points integer) RETURNS bigint
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT 1
      + coalesce((SELECT sum(h.people) FROM leaderboard_histogram h
          WHERE h.period = period_key || '#'
            AND h.points >= floor(leaderboard_rank.points / 100.0)::int * 100 + 100), 0)::bigint
      + coalesce((SELECT sum(h.people) FROM leaderboard_histogram h
          WHERE h.period = period_key AND h.points > leaderboard_rank.points
            AND h.points < floor(leaderboard_rank.points / 100.0)::int * 100 + 100), 0)::bigint
      - (SELECT count(*) FROM leaderboard_totals t
          WHERE t.period = period_key AND t.listed AND t.points > leaderboard_rank.points
            AND t.user_id IN (
              SELECT b.blocked_user_id FROM blocked_users b WHERE b.user_id = app.current_user_id()
              UNION SELECT b.user_id FROM blocked_users b WHERE b.blocked_user_id = app.current_user_id()))
      + (SELECT count(*) FROM leaderboard_totals t
          JOIN followers f ON f.user_id = t.user_id AND f.follower_id = app.current_user_id()
            AND f.status = 'accepted'
          WHERE t.period = period_key AND t.opted_in AND NOT t.listed
            AND t.points > leaderboard_rank.points AND NOT app.is_blocked_with(t.user_id))
      + (SELECT count(*) FROM leaderboard_totals t
          WHERE t.period = period_key AND t.user_id = app.current_user_id() AND NOT t.listed
            AND t.points > leaderboard_rank.points)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.leaderboard_rank(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.leaderboard_rank(text, integer) TO app_user;
