-- Outgoing webhooks (issue 18). An endpoint belongs to one person: where to POST, which events,
-- and its signing secret (kept as is: HMAC needs it; only the owner's rows are readable, and
-- the API answers it once). A rotated-out secret keeps signing for 24 hours beside the new one.
-- Policies in drizzle/policies/webhook_endpoints.sql and webhook_deliveries.sql (owner only).
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_url_check" CHECK (char_length("url") between 1 and 2000 and "url" ~ '^https?://'),
	CONSTRAINT "webhook_endpoints_description_check" CHECK (char_length("description") <= 200),
	CONSTRAINT "webhook_endpoints_event_types_check" CHECK (cardinality("event_types") between 1 and 20),
	CONSTRAINT "webhook_endpoints_secret_check" CHECK ("secret" ~ '^whsec_[A-Za-z0-9+/=]{20,100}$'),
	CONSTRAINT "webhook_endpoints_disabled_reason_check" CHECK ("disabled_reason" in ('failing', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id","created_at","id");
--> statement-breakpoint
-- One row per message to one endpoint (the outbox: written in the transaction of the event),
-- with its latest attempt. The id is the Standard Webhooks message id (`webhook-id`), the same
-- on every retry so receivers can drop duplicates.
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"response_excerpt" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_id_check" CHECK ("id" ~ '^msg_[0-9A-Za-z]{20,40}$'),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
-- The sweeper's scan: pending messages by when they are due.
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
-- The owner manages endpoints; the secret columns change only through rotation (a request of
-- the owner). Deliveries: the owner's own events insert in their transaction; a redelivery
-- sets a message pending again; attempts are recorded by the delivery job (server role).
GRANT SELECT, INSERT, UPDATE, DELETE ON public.webhook_endpoints TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT ON public.webhook_deliveries TO app_user;
--> statement-breakpoint
GRANT UPDATE ("status", "next_attempt_at") ON public.webhook_deliveries TO app_user;
