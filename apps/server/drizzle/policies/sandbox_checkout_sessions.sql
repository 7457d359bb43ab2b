-- Sandbox checkout: the caller opens, reads and updates only their own sessions.
ALTER TABLE public.sandbox_checkout_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.sandbox_checkout_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sandbox_checkout_sessions_own ON public.sandbox_checkout_sessions FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
