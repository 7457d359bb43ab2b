-- One trial per person, ever: a request may read its row and record its trial; nobody but the
-- server changes or deletes one (that would hand out a second trial).
ALTER TABLE public.billing_trials ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.billing_trials FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY billing_trials_read_own ON public.billing_trials FOR SELECT
  USING (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY billing_trials_record_own ON public.billing_trials FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
