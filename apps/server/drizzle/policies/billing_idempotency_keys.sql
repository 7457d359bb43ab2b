-- Billing: a request records and reads back only its own keys.
ALTER TABLE public.billing_idempotency_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.billing_idempotency_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY billing_idempotency_keys_own ON public.billing_idempotency_keys FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
