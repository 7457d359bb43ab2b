-- Row-level security for the account-security and settings tables of 0004.
-- One statement per breakpoint: PGlite runs each chunk through the extended protocol.
-- FORCE everywhere: the owner is bound by the policies too.

-- Second factors, their challenges and backup codes: a user sees and manages only their own.
ALTER TABLE auth_factors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_factors FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_factors_own ON auth_factors FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE TRIGGER auth_factors_touch_updated_at BEFORE UPDATE ON auth_factors
  FOR EACH ROW EXECUTE FUNCTION app.touch_updated_at();
--> statement-breakpoint
ALTER TABLE auth_challenges ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_challenges FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_challenges_own ON auth_challenges FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE auth_backup_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_backup_codes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_backup_codes_own ON auth_backup_codes FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
-- active_sessions (spec §6): authenticated users only; a user views and manages only their own rows.
ALTER TABLE active_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE active_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY active_sessions_own ON active_sessions FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
-- Uploads: avatars are shown to anyone who may see the profile, so rows are readable;
-- only the owner adds, changes or removes them.
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE uploads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY uploads_select ON uploads FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY uploads_insert ON uploads FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY uploads_update ON uploads FOR UPDATE
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY uploads_delete ON uploads FOR DELETE
  USING (user_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE user_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_settings_own ON user_settings FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE TRIGGER user_settings_touch_updated_at BEFORE UPDATE ON user_settings
  FOR EACH ROW EXECUTE FUNCTION app.touch_updated_at();
--> statement-breakpoint
-- Support tickets: filed as oneself (or anonymously by a visitor), read back only by their author.
ALTER TABLE support_tickets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE support_tickets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY support_tickets_insert ON support_tickets FOR INSERT
  WITH CHECK (user_id IS NOT DISTINCT FROM app.current_user_id());
--> statement-breakpoint
CREATE POLICY support_tickets_select ON support_tickets FOR SELECT
  USING (user_id = app.current_user_id());
