-- New tables start closed to app_user. 0001 let every later table inherit all four
-- privileges, so a migration that forgot its REVOKE left a server-only table writable by
-- requests; now each migration grants exactly what its queries need, and
-- src/db/grants.test.ts holds the expected map. (Sequences keep USAGE, SELECT: inserts of
-- identity columns need them and they expose no rows.)
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE SELECT, INSERT, UPDATE, DELETE ON TABLES FROM app_user;
