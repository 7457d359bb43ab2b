-- Reports: filed as oneself, read back only by their author.
ALTER TABLE public.user_reports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.user_reports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_reports_insert ON public.user_reports FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY user_reports_select ON public.user_reports FOR SELECT
  USING (user_id = app.current_user_id());
