-- Issue 13 hole 6: one trial per person, ever. The server records each trial it grants; a
-- person who cancels and subscribes again finds their row and gets no second trial.
-- One statement per breakpoint: PGlite runs each chunk through the extended protocol.
CREATE TABLE "billing_trials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_trials_days_check" CHECK ("billing_trials"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_trials" ADD CONSTRAINT "billing_trials_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Trials granted before this table existed count too: the first subscription with a trial end.
INSERT INTO "billing_trials" ("user_id", "days", "granted_at")
SELECT DISTINCT ON ("user_id") "user_id",
	greatest(1, ceil(extract(epoch FROM "trial_end" - "created_at") / 86400))::integer,
	"created_at"
FROM "subscriptions"
WHERE "trial_end" IS NOT NULL
ORDER BY "user_id", "created_at"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The default privileges gave app_user all four; a request may read its row and record its
-- trial, never change or delete it (that would hand out a second trial).
REVOKE ALL ON billing_trials FROM app_user;
--> statement-breakpoint
GRANT SELECT, INSERT ON billing_trials TO app_user;
--> statement-breakpoint
ALTER TABLE billing_trials ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE billing_trials FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY billing_trials_read_own ON billing_trials FOR SELECT
  USING (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY billing_trials_record_own ON billing_trials FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
