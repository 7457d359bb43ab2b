-- Comments (issue 16). A caller reads a comment only when all of these hold:
--   they may see its activity (the EXISTS runs as the caller: the activities policy decides);
--   no block stands between them and its author, either way (app.is_blocked_with());
--   they have not muted its author, or the mute has expired (app.is_muted_by_viewer());
--   it is not pending, or they are its author or the activity's owner (a comment from
--   someone the owner restricted waits for the owner's approval; the trigger of
--   drizzle/0020_cheers_comments.sql sets owner_id and pending).
-- They write only as themselves on activities they may see; they delete their own comments,
-- and the owner deletes any on their activity; only the owner approves (pending → false).
ALTER TABLE public.activity_comments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.activity_comments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY activity_comments_select ON public.activity_comments FOR SELECT
  USING (
    author_id = app.current_user_id()
    OR (
      EXISTS (SELECT 1 FROM public.activities a WHERE a.id = activity_id)
      AND NOT app.is_blocked_with(author_id)
      AND NOT app.is_muted_by_viewer(author_id)
      AND (NOT pending OR owner_id = app.current_user_id())
    )
  );
--> statement-breakpoint
CREATE POLICY activity_comments_insert ON public.activity_comments FOR INSERT
  WITH CHECK (
    author_id = app.current_user_id()
    AND EXISTS (SELECT 1 FROM public.activities a WHERE a.id = activity_id)
  );
--> statement-breakpoint
CREATE POLICY activity_comments_update ON public.activity_comments FOR UPDATE
  USING (owner_id = app.current_user_id())
  WITH CHECK (owner_id = app.current_user_id() AND NOT pending);
--> statement-breakpoint
CREATE POLICY activity_comments_delete ON public.activity_comments FOR DELETE
  USING (author_id = app.current_user_id() OR owner_id = app.current_user_id());
