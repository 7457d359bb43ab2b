-- Community bans (issue 19): a banned person sees their own ban (the web tells them why),
-- moderators see all. Written only by app.community_ban() and app.community_unban().
ALTER TABLE public.community_bans ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.community_bans FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY community_bans_select ON public.community_bans FOR SELECT
  USING (user_id = app.current_user_id() OR app.community_is_moderator());
