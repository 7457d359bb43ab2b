-- Data exports and scheduled backups (issue 18): one row per archive the person asked for (or
-- the weekly backup made), its progress while the job builds it, and where the zip is stored.
-- Policies in drizzle/policies/data_exports.sql (owner only).
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'export' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"byte_size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "data_exports_kind_check" CHECK ("kind" in ('export', 'backup')),
	CONSTRAINT "data_exports_status_check" CHECK ("status" in ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "data_exports_progress_check" CHECK ("progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "data_exports" USING btree ("user_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
-- The owner asks for an export (a queued row) and reads progress; the job (server role) writes
-- the rest.
GRANT SELECT, INSERT ON public.data_exports TO app_user;
--> statement-breakpoint
-- What an import made from what (issue 18): an archive's project or journey id → the new one,
-- so importing the same archive again skips what is already there.
CREATE TABLE "import_mappings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_pkey" PRIMARY KEY ("user_id", "kind", "source_id"),
	CONSTRAINT "import_mappings_kind_check" CHECK ("kind" in ('project', 'journey'))
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT ON public.import_mappings TO app_user;
