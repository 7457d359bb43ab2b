-- Every server process keeps the sessions it has just checked in memory for a few seconds
-- (features/auth/session-cache.ts). A session that ends or changes must leave every process's
-- memory at once, whatever ended it: better-auth's sign-out and revocations, a password
-- change or reset, the cascade of an account deletion, a second factor raising its aal.
-- A trigger sees all of them; NOTIFY is delivered on commit, to every process that LISTENs.
-- The payload is the session id, never its token. The function lives in a schema of its own:
-- app and public hold what row-level security is made of (drizzle/policies/), this is not.
CREATE SCHEMA session_notices;
--> statement-breakpoint
CREATE FUNCTION session_notices.notify_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changed
AFTER DELETE OR UPDATE OF user_id, token, expires_at, aal ON sessions
FOR EACH ROW EXECUTE FUNCTION session_notices.notify_changed();
