-- Billing: own row only; written by the server (grants allow SELECT only).
ALTER TABLE public.billing_customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.billing_customers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY billing_customers_own ON public.billing_customers FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
