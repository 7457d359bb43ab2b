-- Follower and following numbers, shown on every visible profile; written only by the
-- app.count_followers() trigger (app_user is granted SELECT only).
ALTER TABLE public.social_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.social_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY social_counts_select ON public.social_counts FOR SELECT USING (true);
