-- Personal access tokens (issue 18): only their owner sees, creates, touches or revokes them.
ALTER TABLE public.api_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.api_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY api_tokens_own ON public.api_tokens FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
