-- Second-factor challenges: a user sees only their own (written by the server's checks).
ALTER TABLE public.auth_challenges ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.auth_challenges FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_challenges_own ON public.auth_challenges FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
