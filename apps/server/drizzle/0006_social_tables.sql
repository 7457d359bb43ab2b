-- The social tables of spec §3 (drizzle schema: src/features/social/schema.ts).
CREATE TABLE "followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"follower_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followers_not_self" CHECK ("followers"."user_id" <> "followers"."follower_id"),
	CONSTRAINT "followers_status_check" CHECK ("followers"."status" in ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"connected_user_id" uuid NOT NULL,
	"connection_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_not_self" CHECK ("connections"."user_id" <> "connections"."connected_user_id"),
	CONSTRAINT "connections_type_check" CHECK ("connections"."connection_type" in ('friend', 'family', 'colleague', 'mentor', 'teammate', 'other')),
	CONSTRAINT "connections_status_check" CHECK ("connections"."status" in ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "blocked_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"blocked_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_users_not_self" CHECK ("blocked_users"."user_id" <> "blocked_users"."blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "restricted_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"restricted_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restricted_users_not_self" CHECK ("restricted_users"."user_id" <> "restricted_users"."restricted_user_id")
);
--> statement-breakpoint
CREATE TABLE "muted_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"muted_user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "muted_users_not_self" CHECK ("muted_users"."user_id" <> "muted_users"."muted_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reported_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reports_reason_check" CHECK ("user_reports"."reason" in ('spam', 'harassment', 'impersonation', 'inappropriate', 'other'))
);
--> statement-breakpoint
ALTER TABLE "blocked_users" ADD CONSTRAINT "blocked_users_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blocked_users" ADD CONSTRAINT "blocked_users_blocked_user_id_profiles_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_connected_user_id_profiles_id_fk" FOREIGN KEY ("connected_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_follower_id_profiles_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "muted_users" ADD CONSTRAINT "muted_users_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "muted_users" ADD CONSTRAINT "muted_users_muted_user_id_profiles_id_fk" FOREIGN KEY ("muted_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "restricted_users" ADD CONSTRAINT "restricted_users_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "restricted_users" ADD CONSTRAINT "restricted_users_restricted_user_id_profiles_id_fk" FOREIGN KEY ("restricted_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reported_user_id_profiles_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_users_pair_key" ON "blocked_users" USING btree ("user_id","blocked_user_id");
--> statement-breakpoint
CREATE INDEX "blocked_users_blocked_idx" ON "blocked_users" USING btree ("blocked_user_id","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "connections_pair_key" ON "connections" USING btree ("user_id","connected_user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "connections_unordered_pair_key" ON "connections" USING btree (least("user_id", "connected_user_id"),greatest("user_id", "connected_user_id"));
--> statement-breakpoint
CREATE INDEX "connections_connected_user_idx" ON "connections" USING btree ("connected_user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "followers_pair_key" ON "followers" USING btree ("user_id","follower_id");
--> statement-breakpoint
CREATE INDEX "followers_user_page_idx" ON "followers" USING btree ("user_id","status","created_at","id");
--> statement-breakpoint
CREATE INDEX "followers_follower_page_idx" ON "followers" USING btree ("follower_id","status","created_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "muted_users_pair_key" ON "muted_users" USING btree ("user_id","muted_user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "restricted_users_pair_key" ON "restricted_users" USING btree ("user_id","restricted_user_id");
--> statement-breakpoint
CREATE INDEX "user_reports_user_idx" ON "user_reports" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "user_reports_reported_idx" ON "user_reports" USING btree ("reported_user_id");
--> statement-breakpoint
CREATE TABLE "social_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"following" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_counts" ADD CONSTRAINT "social_counts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
