-- Outgoing webhooks (issue 18, drizzle/0025_webhooks.sql): only their owner sees or changes them.
ALTER TABLE public.webhook_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.webhook_deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY webhook_deliveries_own ON public.webhook_deliveries FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
