-- Support tickets: filed as oneself (or anonymously by a signed-out visitor), read back only
-- by their author.
ALTER TABLE public.support_tickets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.support_tickets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY support_tickets_insert ON public.support_tickets FOR INSERT
  WITH CHECK (user_id IS NOT DISTINCT FROM app.current_user_id());
--> statement-breakpoint
CREATE POLICY support_tickets_select ON public.support_tickets FOR SELECT
  USING (user_id = app.current_user_id());
