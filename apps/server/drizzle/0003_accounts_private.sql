-- The account tables (users, sessions, accounts, verifications, jwks) are server-internal:
-- only better-auth touches them, on the connection's own role, never inside withUser().
-- Requests run as app_user, which 0001's default privileges would otherwise let read
-- password hashes and session tokens; take every privilege back.
REVOKE ALL ON users, sessions, accounts, verifications, jwks FROM app_user;
