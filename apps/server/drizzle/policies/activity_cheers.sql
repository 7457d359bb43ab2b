-- Cheers (issue 16): one per person per activity. A cheer is seen, given and counted only
-- where its activity is: the EXISTS runs as the caller, so the activities policy decides
-- (drizzle/policies/activities.sql: visibility, blocks both ways, mutes, private profiles).
-- A cheer from someone the caller blocked, or who blocked them, is not counted for them.
ALTER TABLE public.activity_cheers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.activity_cheers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY activity_cheers_select ON public.activity_cheers FOR SELECT
  USING (
    EXISTS (SELECT 1 FROM public.activities a WHERE a.id = activity_id)
    AND (user_id = app.current_user_id() OR NOT app.is_blocked_with(user_id))
  );
--> statement-breakpoint
CREATE POLICY activity_cheers_insert ON public.activity_cheers FOR INSERT
  WITH CHECK (
    user_id = app.current_user_id()
    AND EXISTS (SELECT 1 FROM public.activities a WHERE a.id = activity_id)
  );
--> statement-breakpoint
CREATE POLICY activity_cheers_delete ON public.activity_cheers FOR DELETE
  USING (user_id = app.current_user_id());
