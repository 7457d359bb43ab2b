-- Restrictions (spec §6): own rows only (user_id is who restricts).
ALTER TABLE public.restricted_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.restricted_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY restricted_users_own ON public.restricted_users FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
