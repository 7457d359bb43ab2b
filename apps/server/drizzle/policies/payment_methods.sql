-- Billing: own rows only; written by the server (grants allow SELECT only).
ALTER TABLE public.payment_methods ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.payment_methods FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY payment_methods_own ON public.payment_methods FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
