-- Row-level security for profiles, and the role every request runs as.
-- One statement per breakpoint: PGlite runs each chunk through the extended protocol.

-- Roles are cluster-wide while migrations run per database, so creating it must
-- tolerate a role left by another database (or created concurrently by one).
DO $$
BEGIN
  CREATE ROLE app_user NOLOGIN;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- The connecting role must be a member to SET ROLE app_user. Superusers already
-- are, and re-granting concurrently from two databases can conflict, so grant only when missing.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'app_user', 'MEMBER') THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_user;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_user;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS app;
--> statement-breakpoint
GRANT USAGE ON SCHEMA app TO app_user;
--> statement-breakpoint
-- withUser() sets app.user_id to '' for anonymous requests, and an unset custom
-- setting also reads as '' once any transaction has set it: both mean "no user".
CREATE OR REPLACE FUNCTION app.current_user_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN NEW.updated_at := now(); RETURN NEW; END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_touch_updated_at BEFORE UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION app.touch_updated_at();
--> statement-breakpoint
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- FORCE: the owner is bound by the policies too, so no connection role slips past them.
ALTER TABLE profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Signed-out visitors browse public profiles (spec §1). Followers-only
-- visibility is widened by the social feature once follows exist.
CREATE POLICY profiles_select ON profiles FOR SELECT
  USING (id = app.current_user_id() OR visibility = 'public');
--> statement-breakpoint
CREATE POLICY profiles_insert ON profiles FOR INSERT
  WITH CHECK (id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY profiles_update ON profiles FOR UPDATE
  USING (id = app.current_user_id())
  WITH CHECK (id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY profiles_delete ON profiles FOR DELETE
  USING (id = app.current_user_id());
