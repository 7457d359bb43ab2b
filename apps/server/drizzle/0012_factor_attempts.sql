-- Second-factor guessing (issue 13): attempts counted per factor, per account and per phone
-- number over time, and the lockout they lead to. Written by hand beside the Drizzle schema
-- in src/features/factors/schema.ts.
-- One statement per breakpoint: PGlite runs each chunk through the extended protocol.
-- Server-only, like processed_webhook_events: the privileged connection (a superuser or
-- BYPASSRLS role) reads and writes them; app_user has no privilege at all, and RLS with no
-- policy refuses every row to any other role that might be granted one later.
CREATE TABLE "auth_factor_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"factor_id" uuid,
	"kind" text NOT NULL,
	"phone_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_factor_attempts_kind_check" CHECK ("auth_factor_attempts"."kind" in ('challenge', 'sms', 'failure', 'success'))
);
--> statement-breakpoint
CREATE TABLE "auth_factor_lockouts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_factor_attempts" ADD CONSTRAINT "auth_factor_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "auth_factor_lockouts" ADD CONSTRAINT "auth_factor_lockouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "auth_factor_attempts_user_kind_idx" ON "auth_factor_attempts" USING btree ("user_id","kind","created_at");
--> statement-breakpoint
CREATE INDEX "auth_factor_attempts_phone_idx" ON "auth_factor_attempts" USING btree ("phone_hash","created_at") WHERE "auth_factor_attempts"."phone_hash" is not null;
--> statement-breakpoint
-- 0001's default privileges granted app_user everything on new tables: take it back.
REVOKE ALL ON auth_factor_attempts, auth_factor_lockouts FROM app_user;
--> statement-breakpoint
ALTER TABLE auth_factor_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_factor_attempts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_factor_lockouts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_factor_lockouts FORCE ROW LEVEL SECURITY;
