-- Issue 19: a person reads and writes only their own rows.
ALTER TABLE public.insight_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.insight_preferences FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY insight_preferences_own ON public.insight_preferences FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
