-- Settings: one row per user, theirs alone (no row means the defaults).
ALTER TABLE public.user_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.user_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_settings_own ON public.user_settings FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
