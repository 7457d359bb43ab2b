-- Billing: own rows only; written by the server (grants allow SELECT only).
ALTER TABLE public.invoices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.invoices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY invoices_own ON public.invoices FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
