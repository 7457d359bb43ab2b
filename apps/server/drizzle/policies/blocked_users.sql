-- Blocks (spec §6): own rows only (user_id is who blocks).
ALTER TABLE public.blocked_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.blocked_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY blocked_users_own ON public.blocked_users FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
