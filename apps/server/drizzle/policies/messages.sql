-- Messages (issue 17). A member reads the messages of their conversations, but not those of
-- someone a block stands between them and; their own always. Only as oneself, and only where
-- app.chat_can_post() says so (an accepted member; in a direct conversation no block and no
-- declined request): a forged sender, a non-member, a blocked person or an unanswered request
-- is refused by the database whatever the server does. Authors edit and delete (a tombstone)
-- their own while still members.
-- Community channels (issue 19, drizzle/0029_community.sql) have no members: there the rule is
-- app.community_can_read() (Pro access or a moderator, and no ban), blocks still hiding both ways.
-- A moderator's removal goes through app.community_remove_message(), never these policies.
ALTER TABLE public.messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY messages_select ON public.messages FOR SELECT
  USING (
    (
      app.chat_is_member(conversation_id)
      OR (app.community_is_channel(conversation_id) AND app.community_can_read())
    )
    AND (sender_id = app.current_user_id() OR NOT app.is_blocked_with(sender_id))
  );
--> statement-breakpoint
CREATE POLICY messages_insert ON public.messages FOR INSERT
  WITH CHECK (
    sender_id = app.current_user_id()
    AND (
      app.chat_can_post(conversation_id)
      OR (app.community_is_channel(conversation_id) AND app.community_can_read())
    )
  );
--> statement-breakpoint
CREATE POLICY messages_update ON public.messages FOR UPDATE
  USING (
    sender_id = app.current_user_id()
    AND removed_at IS NULL
    AND (
      app.chat_is_member(conversation_id)
      OR (app.community_is_channel(conversation_id) AND app.community_can_read())
    )
  )
  WITH CHECK (sender_id = app.current_user_id());
