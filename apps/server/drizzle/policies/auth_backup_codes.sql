-- Backup codes: a user sees only their own (written by the server's checks).
ALTER TABLE public.auth_backup_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.auth_backup_codes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_backup_codes_own ON public.auth_backup_codes FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
