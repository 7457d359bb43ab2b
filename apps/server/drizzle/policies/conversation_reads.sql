-- Read watermarks (issue 17): one row per member. I see my own; another member's only when
-- neither of us hides receipts in that conversation (reciprocal: hiding mine hides everyone's
-- from me) and no block stands between us. I move only my own (forward only: the trigger of
-- drizzle/0024_chat.sql).
ALTER TABLE public.conversation_reads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.conversation_reads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY conversation_reads_select ON public.conversation_reads FOR SELECT
  USING (
    user_id = app.current_user_id()
    OR (
      app.chat_is_member(conversation_id)
      AND NOT app.chat_hides_receipts(conversation_id, app.current_user_id())
      AND NOT app.chat_hides_receipts(conversation_id, user_id)
      AND NOT app.is_blocked_with(user_id)
    )
  );
--> statement-breakpoint
CREATE POLICY conversation_reads_update ON public.conversation_reads FOR UPDATE
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
