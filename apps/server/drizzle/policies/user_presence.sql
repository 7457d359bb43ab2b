-- Presence: a person writes and reads only their own row; others' reach them only through
-- app.presence_of(), which applies the activity-status rule.
ALTER TABLE public.user_presence ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.user_presence FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_presence_own ON public.user_presence FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
