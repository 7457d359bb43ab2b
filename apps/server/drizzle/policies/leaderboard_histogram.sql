-- How many listed people have each number of points per period: counts only, no one named.
ALTER TABLE public.leaderboard_histogram ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.leaderboard_histogram FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY leaderboard_histogram_select ON public.leaderboard_histogram FOR SELECT USING (true);
