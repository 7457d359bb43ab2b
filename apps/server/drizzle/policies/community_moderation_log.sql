-- The moderation log (issue 19): moderators read it; only the moderator functions write it.
ALTER TABLE public.community_moderation_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.community_moderation_log FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY community_moderation_log_select ON public.community_moderation_log FOR SELECT
  USING (app.community_is_moderator());
