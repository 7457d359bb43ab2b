-- Each person's newest shared event time: read only inside
-- app.following_timeline_candidates() and written only by the app.advance_activity_head()
-- trigger, both SECURITY DEFINER. app_user has no grant and no policy.
ALTER TABLE public.activity_heads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.activity_heads FORCE ROW LEVEL SECURITY;
