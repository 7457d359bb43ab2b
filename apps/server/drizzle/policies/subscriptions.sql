-- Billing: own rows only; written by the server (grants allow SELECT only).
ALTER TABLE public.subscriptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.subscriptions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY subscriptions_own ON public.subscriptions FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
