-- Period totals: exactly what the board shows. Besides one's own, a viewer sees the totals of
-- people who opted in (user_settings.show_on_leaderboard), with no block between them either
-- way, and whose profile is public (listed) or who accepted the viewer as a follower. Signed-out
-- visitors see the listed ones. Written only by the ledger's triggers (0018_leaderboard.sql).
ALTER TABLE public.leaderboard_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.leaderboard_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY leaderboard_totals_select ON public.leaderboard_totals FOR SELECT
  USING (
    user_id = app.current_user_id()
    OR (
      opted_in
      AND NOT app.is_blocked_with(user_id)
      AND (
        listed
        OR EXISTS (
          SELECT 1 FROM public.followers f
          WHERE f.user_id = leaderboard_totals.user_id
            AND f.follower_id = app.current_user_id()
            AND f.status = 'accepted'
        )
      )
    )
  );
