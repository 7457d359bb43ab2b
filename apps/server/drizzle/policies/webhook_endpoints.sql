-- Outgoing webhooks (issue 18, drizzle/0025_webhooks.sql): only their owner sees or changes them.
ALTER TABLE public.webhook_endpoints ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.webhook_endpoints FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY webhook_endpoints_own ON public.webhook_endpoints FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
