-- Notifications (issue 16): a recipient reads, marks read (the only column app_user may
-- update) and deletes only their own. Nobody inserts directly: app.record_notification()
-- (migration 0017) writes them for their actor and refuses blocked and muted pairs.
ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.notifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notifications_own ON public.notifications FOR ALL
  USING (recipient_id = app.current_user_id())
  WITH CHECK (recipient_id = app.current_user_id());
