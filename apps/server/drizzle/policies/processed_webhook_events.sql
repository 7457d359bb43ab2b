-- Webhook bookkeeping: the server's alone (its privileged connection reads and writes it).
-- No policy on purpose: with RLS forced and no policy, every row is refused to every role that
-- does not bypass row-level security, even one granted a privilege by mistake later.
ALTER TABLE public.processed_webhook_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.processed_webhook_events FORCE ROW LEVEL SECURITY;
