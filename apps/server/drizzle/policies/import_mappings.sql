-- Import mappings (issue 18, drizzle/0028_data_exports.sql): only their owner sees or adds them.
ALTER TABLE public.import_mappings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.import_mappings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY import_mappings_own ON public.import_mappings FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
