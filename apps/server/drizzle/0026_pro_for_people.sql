-- Pro for people (issue 19): the weekly insights mail choice, idempotency keys for the writes
-- an offline outbox replays, the devices an account has signed in from, the sign-in alerts
-- with their "This wasn't me" link, and priority on support tickets.
CREATE TABLE "insight_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_email" boolean DEFAULT false NOT NULL,
	-- The Monday of the last week mailed, so a week is mailed once whatever the job retries.
	"last_mailed_week" date,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_preferences" ADD CONSTRAINT "insight_preferences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The weekly job looks for the people who asked for the mail.
CREATE INDEX "insight_preferences_weekly_idx" ON "insight_preferences" USING btree ("user_id") WHERE "weekly_email";
--> statement-breakpoint
GRANT SELECT, INSERT ON insight_preferences TO app_user;
--> statement-breakpoint
GRANT UPDATE (weekly_email, updated_at) ON insight_preferences TO app_user;
--> statement-breakpoint
-- One row per (person, Idempotency-Key): the first answer of a replayable write, given again
-- to a repeat. `scope` is the route and target, so one key reused on another write is refused.
CREATE TABLE "request_idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_idempotency_keys_pk" PRIMARY KEY ("user_id", "key"),
	CONSTRAINT "request_idempotency_keys_key_check" CHECK (char_length("key") between 8 and 100)
);
--> statement-breakpoint
ALTER TABLE "request_idempotency_keys" ADD CONSTRAINT "request_idempotency_keys_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The clean-up job drops keys past their time to live.
CREATE INDEX "request_idempotency_keys_created_idx" ON "request_idempotency_keys" USING btree ("created_at");
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON request_idempotency_keys TO app_user;
--> statement-breakpoint
-- Devices seen on an account: a hash of the browser family, the system and the long-lived
-- device cookie. A sign-in from a fingerprint not here is a new device.
CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"device_name" text NOT NULL,
	"first_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_pk" PRIMARY KEY ("user_id", "fingerprint")
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON known_devices TO app_user;
--> statement-breakpoint
GRANT UPDATE (last_seen_at) ON known_devices TO app_user;
--> statement-breakpoint
-- A sign-in alert and its one-time "This wasn't me" link. The link works signed out, so it is
-- redeemed on the server's own connection; app_user only records and reads its own.
CREATE TABLE "sign_in_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"device_name" text NOT NULL,
	"ip_address" text,
	"place" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_in_alerts" ADD CONSTRAINT "sign_in_alerts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sign_in_alerts_user_idx" ON "sign_in_alerts" USING btree ("user_id", "created_at" DESC);
--> statement-breakpoint
GRANT SELECT, INSERT ON sign_in_alerts TO app_user;
--> statement-breakpoint
-- Tickets from Pro members are answered first; the server decides, at filing time.
ALTER TABLE "support_tickets" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;
