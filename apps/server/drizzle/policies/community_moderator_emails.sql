-- The addresses of COMMUNITY_MODERATORS (issue 19), written by the server at start-up and read
-- only inside the app.community_*() functions (SECURITY DEFINER). app_user has no grant and no
-- policy.
ALTER TABLE public.community_moderator_emails ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.community_moderator_emails FORCE ROW LEVEL SECURITY;
