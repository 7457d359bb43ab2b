-- Issue 31 (an hour under load): the board's writers take one lock, in one order.
-- Each ledger entry locked its histogram buckets in a global order, but a transaction that
-- writes several entries (a step ticked on a streak day, the journey completed with it) took
-- the second entry's buckets after the first's: two such transactions locked the shared
-- buckets (the 'all' period's low points, where most people are) in opposite orders and
-- deadlocked, each deadlock stalling every writer queued behind them for deadlock_timeout.
-- Now the board's writers take one advisory lock before their first total or bucket, held
-- to their commit, so they never deadlock on the board; and a ledger entry's totals and
-- buckets are written at commit (a deferred constraint trigger), so that lock is held only
-- while PostgreSQL applies them, never across the request's further statements and round
-- trips (held that long, the one lock queued every tick behind it: 12 of 20 connections
-- waiting on it at 200 requests/s). Nothing reads the totals in the transaction that wrote
-- the entry: the daily cap and streaks read the ledger itself.
CREATE OR REPLACE FUNCTION app.leaderboard_add_entry() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    flags record;
    k text;
  BEGIN
    IF NEW.points = 0 THEN RETURN NULL; END IF;
    -- One writer of the board at a time (see the top of this file).
    PERFORM pg_advisory_xact_lock(hashtextextended('leaderboard', 0));
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
    -- One writer of the board at a time (see the top of this file).
    PERFORM pg_advisory_xact_lock(hashtextextended('leaderboard', 0));
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
CREATE OR REPLACE FUNCTION app.leaderboard_sync_listing() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    -- profiles are keyed by id, user_settings by user_id.
    person uuid := (to_jsonb(NEW) ->> CASE WHEN TG_TABLE_NAME = 'profiles' THEN 'id' ELSE 'user_id' END)::uuid;
    flags record;
  BEGIN
    -- One writer of the board at a time (see the top of this file).
    PERFORM pg_advisory_xact_lock(hashtextextended('leaderboard', 0));
    SELECT * INTO flags FROM app.leaderboard_listing(person);
    UPDATE leaderboard_totals SET opted_in = flags.opted_in, listed = flags.listed
      WHERE user_id = person AND (opted_in, listed) IS DISTINCT FROM (flags.opted_in, flags.listed);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER leaderboard_ledger_totals ON leaderboard_ledger;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER leaderboard_ledger_totals AFTER INSERT ON leaderboard_ledger
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION app.leaderboard_add_entry();
