-- Data exports and backups (issue 18, drizzle/0028_data_exports.sql): only their owner sees them.
ALTER TABLE public.data_exports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.data_exports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY data_exports_own ON public.data_exports FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
