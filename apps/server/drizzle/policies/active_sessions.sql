-- Signed-in devices (spec §3, §6): a user views and manages only their own rows.
ALTER TABLE public.active_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.active_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY active_sessions_own ON public.active_sessions FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
