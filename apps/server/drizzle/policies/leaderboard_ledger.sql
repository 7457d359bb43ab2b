-- Points ledger: each person reads and writes only their own entries (nobody credits or
-- debits someone else); entries are never changed or deleted, only reversed by a new one.
ALTER TABLE public.leaderboard_ledger ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.leaderboard_ledger FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY leaderboard_ledger_select ON public.leaderboard_ledger FOR SELECT
  USING (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY leaderboard_ledger_insert ON public.leaderboard_ledger FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
