-- Second factors: a user sees only their own (the server writes them; grants allow SELECT only).
ALTER TABLE public.auth_factors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.auth_factors FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_factors_own ON public.auth_factors FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
