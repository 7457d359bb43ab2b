-- Issue 19: a person reads and writes only their own rows (the "This wasn't me" link is
-- redeemed signed out, on the server's own connection).
ALTER TABLE public.sign_in_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.sign_in_alerts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sign_in_alerts_own ON public.sign_in_alerts FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
