-- Followers (spec §6; user_id is the person followed, follower_id the follower): any
-- signed-in user reads all rows; a user manages only rows where they are user_id (accept,
-- decline, remove a follower). Follows are made by app.social_follow(), and the guard
-- trigger of migration 0007 keeps an accepted follow from going back to pending.
ALTER TABLE public.followers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.followers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY followers_select ON public.followers FOR SELECT
  USING (app.current_user_id() IS NOT NULL);
--> statement-breakpoint
CREATE POLICY followers_insert ON public.followers FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY followers_update ON public.followers FOR UPDATE
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY followers_delete ON public.followers FOR DELETE
  USING (user_id = app.current_user_id());
