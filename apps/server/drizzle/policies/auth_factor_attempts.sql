-- Second-factor attempts: the server's alone (its privileged connection counts them).
-- No policy on purpose: with RLS forced and no policy, every row is refused to every role that
-- does not bypass row-level security, even one granted a privilege by mistake later.
ALTER TABLE public.auth_factor_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.auth_factor_attempts FORCE ROW LEVEL SECURITY;
