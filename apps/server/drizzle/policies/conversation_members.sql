-- Conversation members (issue 17): a member sees the other members of their conversations,
-- except anyone a block stands between them and (either way): a blocked person does not see
-- that I exist in a group's member list, nor I them. A member changes only their own row (the
-- columns granted: answering a request, muting, hiding receipts); joining, leaving and roles
-- go through the app.chat_*() functions of drizzle/0024_chat.sql.
ALTER TABLE public.conversation_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.conversation_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY conversation_members_select ON public.conversation_members FOR SELECT
  USING (
    user_id = app.current_user_id()
    OR (app.chat_is_member(conversation_id) AND NOT app.is_blocked_with(user_id))
  );
--> statement-breakpoint
CREATE POLICY conversation_members_update ON public.conversation_members FOR UPDATE
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
