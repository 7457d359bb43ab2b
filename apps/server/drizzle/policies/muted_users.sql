-- Mutes (spec §6): own rows only (user_id is who mutes).
ALTER TABLE public.muted_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.muted_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY muted_users_own ON public.muted_users FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
