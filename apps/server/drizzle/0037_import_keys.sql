-- Imports from other trackers (issue 34, item 4): what each import made from which of the
-- file's records ("loop:habit:Read", "strava:activity:13801234567"), so a second import of the
-- same history makes nothing twice and a later export adds only what is new. `kind` is the
-- row made (a journey, a step, an entry); check-ins need no key: a step's check-in is its day.
-- Policies in drizzle/policies/import_keys.sql (owner only).
CREATE TABLE "import_keys" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_keys_pkey" PRIMARY KEY ("user_id", "kind", "key"),
	CONSTRAINT "import_keys_kind_check" CHECK ("kind" in ('journey', 'step', 'entry')),
	CONSTRAINT "import_keys_key_check" CHECK (char_length("key") between 1 and 400)
);
--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- UPDATE moves a key to the row made again when what it pointed to was deleted since.
GRANT SELECT, INSERT, UPDATE ON public.import_keys TO app_user;
