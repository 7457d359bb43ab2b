-- Cheers and comments on timeline activities (issue 16). Who may see, cheer or comment is the
-- activity's own rule: the policies (drizzle/policies/activity_cheers.sql and
-- activity_comments.sql) require the activity to be readable by the caller under its policy.
CREATE TABLE "activity_cheers" (
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_cheers_pkey" PRIMARY KEY ("activity_id", "user_id")
);
--> statement-breakpoint
ALTER TABLE "activity_cheers" ADD CONSTRAINT "activity_cheers_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_cheers" ADD CONSTRAINT "activity_cheers_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "activity_cheers_user_idx" ON "activity_cheers" USING btree ("user_id");
--> statement-breakpoint
-- `owner_id` (the activity's actor) and `pending` are the database's to set (trigger below):
-- the owner may delete and approve, and a comment from someone they restricted waits.
CREATE TABLE "activity_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_comments_body_check" CHECK (char_length("body") between 1 and 1000 and "body" = btrim("body")),
	CONSTRAINT "activity_comments_mentions_check" CHECK (jsonb_typeof("mentions") = 'array')
);
--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A thread oldest first by keyset, the id breaking ties; counts per activity use it too.
CREATE INDEX "activity_comments_thread_idx" ON "activity_comments" USING btree ("activity_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "activity_comments_author_idx" ON "activity_comments" USING btree ("author_id");
--> statement-breakpoint
-- Sets who owns the commented activity and whether the comment waits for their approval
-- (its author is restricted by them), whatever the insert said. Definer: the owner's
-- restricted_users rows are theirs alone under that table's policy; the function reads one
-- pair and writes the answer only into the row being inserted.
CREATE FUNCTION app.activity_comment_defaults() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
BEGIN
  SELECT a.actor_id INTO NEW.owner_id FROM public.activities a WHERE a.id = NEW.activity_id;
  NEW.pending := EXISTS (
    SELECT 1 FROM public.restricted_users r
    WHERE r.user_id = NEW.owner_id AND r.restricted_user_id = NEW.author_id
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.activity_comment_defaults() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER activity_comments_defaults BEFORE INSERT ON activity_comments
  FOR EACH ROW EXECUTE FUNCTION app.activity_comment_defaults();
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON public.activity_cheers TO app_user;
--> statement-breakpoint
-- Comments are never edited; the owner's approval is the one change (pending → false).
GRANT SELECT, INSERT, DELETE ON public.activity_comments TO app_user;
--> statement-breakpoint
GRANT UPDATE (pending) ON public.activity_comments TO app_user;
