-- Reactions (issue 17): seen with their message (the EXISTS runs under the messages policy),
-- minus those of someone a block stands between the caller and; added as oneself by members
-- who may post there (in a community channel: whoever may read it, drizzle/0029_community.sql);
-- removed by their author.
ALTER TABLE public.message_reactions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.message_reactions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY message_reactions_select ON public.message_reactions FOR SELECT
  USING (
    EXISTS (SELECT 1 FROM public.messages m WHERE m.id = message_id)
    AND (user_id = app.current_user_id() OR NOT app.is_blocked_with(user_id))
  );
--> statement-breakpoint
CREATE POLICY message_reactions_insert ON public.message_reactions FOR INSERT
  WITH CHECK (
    user_id = app.current_user_id()
    AND EXISTS (
      SELECT 1 FROM public.messages m
      WHERE m.id = message_id AND m.deleted_at IS NULL AND m.removed_at IS NULL
        AND (
          app.chat_can_post(m.conversation_id)
          OR (app.community_is_channel(m.conversation_id) AND app.community_can_read())
        )
    )
  );
--> statement-breakpoint
CREATE POLICY message_reactions_delete ON public.message_reactions FOR DELETE
  USING (user_id = app.current_user_id());
