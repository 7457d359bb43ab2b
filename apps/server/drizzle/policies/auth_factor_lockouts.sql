-- Second-factor lockouts: the server's alone (its privileged connection sets them).
-- No policy on purpose: with RLS forced and no policy, every row is refused to every role that
-- does not bypass row-level security, even one granted a privilege by mistake later.
ALTER TABLE public.auth_factor_lockouts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.auth_factor_lockouts FORCE ROW LEVEL SECURITY;
