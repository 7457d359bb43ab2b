-- Billing (issue 4): customers, payment methods, subscriptions, invoices, processed webhook
-- events, subscribe idempotency keys and the sandbox's checkout sessions.
-- One statement per breakpoint: PGlite runs each chunk through the extended protocol.
-- FORCE on the user-owned tables: the owner is bound by the policies too. Webhooks and the
-- sandbox pages write through the privileged connection, which bypasses row-level security
-- (a superuser or BYPASSRLS role, as in every deployment and test of this app).
CREATE TABLE "billing_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_provider_check" CHECK ("billing_customers"."provider" in ('sandbox', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"stripe_payment_method_id" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"cardholder_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"confirmation_id" uuid,
	"default_on_confirm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_provider_check" CHECK ("payment_methods"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payment_methods_last_four_check" CHECK ("payment_methods"."card_last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_exp_month_check" CHECK ("payment_methods"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"plan" text NOT NULL,
	"price_lookup_key" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled', 'incomplete')),
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"provider_invoice_id" text NOT NULL,
	"number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"hosted_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_cents" >= 0),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'open', 'paid', 'void', 'uncollectible'))
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price_lookup_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_kind_check" CHECK ("sandbox_checkout_sessions"."kind" in ('checkout', 'portal')),
	CONSTRAINT "sandbox_checkout_sessions_status_check" CHECK ("sandbox_checkout_sessions"."status" in ('open', 'completed', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_idempotency_keys" ADD CONSTRAINT "billing_idempotency_keys_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_idempotency_keys" ADD CONSTRAINT "billing_idempotency_keys_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD CONSTRAINT "sandbox_checkout_sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_user_provider_key" ON "billing_customers" USING btree ("user_id","provider");
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_provider_customer_id_key" ON "billing_customers" USING btree ("provider_customer_id");
--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_stripe_payment_method_id_key" ON "payment_methods" USING btree ("stripe_payment_method_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_confirmation_id_key" ON "payment_methods" USING btree ("confirmation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_per_user" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";
--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_id_key" ON "subscriptions" USING btree ("provider_subscription_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" <> 'canceled';
--> statement-breakpoint
CREATE INDEX "invoices_user_id_idx" ON "invoices" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_invoice_id_key" ON "invoices" USING btree ("provider_invoice_id");
--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_user_id_idx" ON "sandbox_checkout_sessions" USING btree ("user_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON billing_customers, payment_methods, subscriptions, invoices, billing_idempotency_keys, sandbox_checkout_sessions TO app_user;
--> statement-breakpoint
-- Webhook bookkeeping is the server's alone: no request role reads or writes it.
REVOKE ALL ON processed_webhook_events FROM app_user;
--> statement-breakpoint
ALTER TABLE processed_webhook_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE processed_webhook_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE billing_customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE billing_customers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY billing_customers_own ON billing_customers FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE payment_methods ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payment_methods FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY payment_methods_own ON payment_methods FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE subscriptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE subscriptions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY subscriptions_own ON subscriptions FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE TRIGGER subscriptions_touch_updated_at BEFORE UPDATE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION app.touch_updated_at();
--> statement-breakpoint
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY invoices_own ON invoices FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE billing_idempotency_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE billing_idempotency_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY billing_idempotency_keys_own ON billing_idempotency_keys FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
ALTER TABLE sandbox_checkout_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sandbox_checkout_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sandbox_checkout_sessions_own ON sandbox_checkout_sessions FOR ALL
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
