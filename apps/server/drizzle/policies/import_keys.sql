-- Import keys (issue 34, drizzle/0037_import_keys.sql): only their owner sees or writes them.
ALTER TABLE public.import_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.import_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY import_keys_own ON public.import_keys FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
