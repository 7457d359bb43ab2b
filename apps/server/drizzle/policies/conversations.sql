-- Conversations (issue 17): members see theirs; a group's admins rename it and change its
-- picture. Nobody inserts or deletes directly: app.chat_open_direct(), chat_create_group() and
-- chat_remove_member() (drizzle/0024_chat.sql) do, applying the privacy rule and the cap.
-- Community channels (drizzle/0029_community.sql), made by their migration, are seen by whoever
-- the community rule lets in (app.community_can_read()).
ALTER TABLE public.conversations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.conversations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY conversations_select ON public.conversations FOR SELECT
  USING (app.chat_is_member(id) OR (kind = 'channel' AND app.community_can_read()));
--> statement-breakpoint
CREATE POLICY conversations_update ON public.conversations FOR UPDATE
  USING (
    kind = 'group' AND EXISTS (
      SELECT 1 FROM public.conversation_members m
      WHERE m.conversation_id = id AND m.user_id = app.current_user_id() AND m.role = 'admin'
    )
  )
  WITH CHECK (kind = 'group');
