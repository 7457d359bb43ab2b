-- Community read watermarks (issue 19): one's own, in channels one may read.
ALTER TABLE public.community_reads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.community_reads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY community_reads_own ON public.community_reads FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (
    user_id = app.current_user_id()
    AND app.community_is_channel(conversation_id)
    AND app.community_can_read()
  );
