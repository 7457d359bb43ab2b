-- Issue 19: a person reads and writes only their own rows.
ALTER TABLE public.known_devices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.known_devices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY known_devices_own ON public.known_devices FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
