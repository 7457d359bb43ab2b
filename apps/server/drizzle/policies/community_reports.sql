-- Reports of community messages (issue 19). A reporter sees their own reports; moderators see
-- all. Anyone the community lets in reports, as themselves, a channel message they can see (the
-- EXISTS runs under the messages policy), once (the unique index). Closing a report goes
-- through app.community_remove_message() or app.community_dismiss_report() only.
ALTER TABLE public.community_reports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.community_reports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY community_reports_select ON public.community_reports FOR SELECT
  USING (reporter_id = app.current_user_id() OR app.community_is_moderator());
--> statement-breakpoint
CREATE POLICY community_reports_insert ON public.community_reports FOR INSERT
  WITH CHECK (
    reporter_id = app.current_user_id()
    AND status = 'open'
    AND app.community_can_read()
    AND EXISTS (
      SELECT 1 FROM public.messages m
      WHERE m.id = message_id AND app.community_is_channel(m.conversation_id)
        AND m.sender_id <> app.current_user_id() AND m.removed_at IS NULL
    )
  );
