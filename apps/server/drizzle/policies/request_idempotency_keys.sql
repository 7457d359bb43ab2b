-- Issue 19: a person reads and writes only their own rows.
ALTER TABLE public.request_idempotency_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.request_idempotency_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY request_idempotency_keys_own ON public.request_idempotency_keys FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
