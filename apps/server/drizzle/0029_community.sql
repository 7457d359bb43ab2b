-- The members' community (issue 19): channels are chat conversations of a third kind,
-- 'channel', whose messages, reactions and replies live in chat's own tables. A channel has no
-- membership rows: who may read and post is one rule for every channel (Pro access, or a
-- moderator, and not banned), app.community_can_read() below, which the policies of
-- drizzle/policies/messages.sql and its neighbours add beside chat's membership rule.
-- Moderators are named by address in the server's configuration (COMMUNITY_MODERATORS), copied
-- at start-up into community_moderator_emails; every moderator action goes through one of the
-- app.community_*() functions below, which check the caller and write the moderation log in
-- the same transaction.
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_kind_check";
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_check" CHECK ("kind" in ('direct', 'group', 'channel'));
--> statement-breakpoint
-- A channel's stable name in addresses and texts (the web maps it to translated names).
ALTER TABLE "conversations" ADD COLUMN "slug" text;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_slug_check" CHECK (("kind" = 'channel') = ("slug" IS NOT NULL) AND ("slug" IS NULL OR "slug" ~ '^[a-z][a-z0-9-]{1,39}$'));
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_slug" ON "conversations" USING btree ("slug") WHERE "slug" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "conversations" ("kind", "slug", "name", "position") VALUES
  ('channel', 'introductions', 'Introductions', 1),
  ('channel', 'accountability-partners', 'Accountability partners', 2),
  ('channel', 'wins', 'Wins', 3),
  ('channel', 'questions', 'Questions', 4);
--> statement-breakpoint
-- Set when a moderator removed the message: its text, mentions and picture are cleared at once.
ALTER TABLE "messages" ADD COLUMN "removed_at" timestamp (3) with time zone;
--> statement-breakpoint
-- Posting-rate checks count a person's recent channel messages.
CREATE INDEX "messages_sender_recent_idx" ON "messages" USING btree ("sender_id", "created_at" DESC);
--> statement-breakpoint
-- The addresses of COMMUNITY_MODERATORS, lower case; written by the server at start-up only.
CREATE TABLE "community_moderator_emails" (
	"email" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Each person's read watermark per channel (chat's conversation_reads hangs off membership,
-- which channels do not have). A row appears on the first read.
CREATE TABLE "community_reads" (
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"last_read_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "community_reads_pkey" PRIMARY KEY ("user_id", "conversation_id")
);
--> statement-breakpoint
ALTER TABLE "community_reads" ADD CONSTRAINT "community_reads_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_reads" ADD CONSTRAINT "community_reads_conversation_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" uuid,
	CONSTRAINT "community_reports_reason_check" CHECK ("reason" in ('spam', 'harassment', 'hate', 'self-harm', 'other')),
	CONSTRAINT "community_reports_note_check" CHECK ("note" IS NULL OR char_length("note") <= 500),
	CONSTRAINT "community_reports_status_check" CHECK ("status" in ('open', 'dismissed', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_message_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_resolved_by_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- One report per person per message.
CREATE UNIQUE INDEX "community_reports_once" ON "community_reports" USING btree ("message_id", "reporter_id");
--> statement-breakpoint
CREATE INDEX "community_reports_queue_idx" ON "community_reports" USING btree ("status", "created_at");
--> statement-breakpoint
CREATE TABLE "community_bans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text,
	"banned_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_bans_reason_check" CHECK ("reason" IS NULL OR char_length("reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "community_bans" ADD CONSTRAINT "community_bans_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_bans" ADD CONSTRAINT "community_bans_banned_by_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Who did what, when: written only by the moderator functions below, never changed.
CREATE TABLE "community_moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"message_id" uuid,
	"report_id" uuid,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_moderation_log_action_check" CHECK ("action" in ('remove', 'dismiss', 'ban', 'unban'))
);
--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_moderator_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_target_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_message_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_report_fk" FOREIGN KEY ("report_id") REFERENCES "public"."community_reports"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "community_moderation_log_recent_idx" ON "community_moderation_log" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Whether the caller is a moderator: a confirmed address named in COMMUNITY_MODERATORS.
-- Definer: the accounts table is the server's alone.
CREATE OR REPLACE FUNCTION app.community_is_moderator() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.users u
      JOIN public.community_moderator_emails e ON e.email = lower(u.email)
      WHERE u.id = app.current_user_id() AND u.email_verified
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_is_moderator() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_is_moderator() TO app_user;
--> statement-breakpoint
-- Whether the caller has Pro access now. Twin of subscriptionStatus().hasAccess in
-- packages/shared/src/billing/access-rule.ts: in the first 7 days on the platform, or with an
-- active or past-due subscription, or a trial that has not ended. The server decides first with
-- the rule itself (app.requirePaidRead); this keeps the database refusing whatever a route forgets.
CREATE OR REPLACE FUNCTION app.community_has_paid_access() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT coalesce((
      SELECT p.created_at > now() - interval '7 days' FROM public.profiles p
      WHERE p.id = app.current_user_id()
    ), false) OR EXISTS (
      SELECT 1 FROM public.subscriptions s
      WHERE s.user_id = app.current_user_id()
        AND (s.status IN ('active', 'past_due')
          OR (s.status = 'trialing' AND coalesce(s.trial_end, s.current_period_end) > now()))
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_has_paid_access() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_has_paid_access() TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.community_is_banned(person uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT EXISTS (SELECT 1 FROM public.community_bans b WHERE b.user_id = person)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_is_banned(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_is_banned(uuid) TO app_user;
--> statement-breakpoint
-- The community rule: moderators always; others with Pro access and no ban.
CREATE OR REPLACE FUNCTION app.community_can_read() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT app.current_user_id() IS NOT NULL AND (
      app.community_is_moderator()
      OR (app.community_has_paid_access() AND NOT app.community_is_banned(app.current_user_id()))
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_can_read() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_can_read() TO app_user;
--> statement-breakpoint
-- Whether `conv` is a community channel. Definer: the messages policies ask it for rows whose
-- conversation the caller might not see yet.
CREATE OR REPLACE FUNCTION app.community_is_channel(conv uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT EXISTS (SELECT 1 FROM public.conversations c WHERE c.id = conv AND c.kind = 'channel')
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_is_channel(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_is_channel(uuid) TO app_user;
--> statement-breakpoint
-- Moderator functions. SQLSTATE WM001: the caller is not a moderator; WM002: no such message
-- or report in the community; WM003: a moderator cannot be banned.
CREATE OR REPLACE FUNCTION app.community_require_moderator() RETURNS uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  BEGIN
    IF NOT app.community_is_moderator() THEN
      RAISE EXCEPTION 'Only a community moderator may do that' USING ERRCODE = 'WM001';
    END IF;
    RETURN app.current_user_id();
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_require_moderator() FROM PUBLIC;
--> statement-breakpoint
-- Removes a channel message for everyone: its text, mentions and picture are cleared (not kept
-- anywhere), reactions dropped, its open reports closed as 'removed', and the log written.
CREATE OR REPLACE FUNCTION app.community_remove_message(target uuid, note text) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.community_require_moderator();
    author uuid;
  BEGIN
    SELECT m.sender_id INTO author FROM public.messages m
      JOIN public.conversations c ON c.id = m.conversation_id
      WHERE m.id = target AND c.kind = 'channel' FOR UPDATE OF m;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No such community message' USING ERRCODE = 'WM002';
    END IF;
    UPDATE public.messages SET body = '', mentions = '{}', attachment_url = NULL,
        removed_at = coalesce(removed_at, now())
      WHERE id = target;
    DELETE FROM public.message_reactions r WHERE r.message_id = target;
    UPDATE public.community_reports SET status = 'removed', resolved_at = now(), resolved_by = me
      WHERE message_id = target AND status = 'open';
    INSERT INTO public.community_moderation_log (moderator_id, action, target_user_id, message_id, reason)
      VALUES (me, 'remove', author, target, note);
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_remove_message(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_remove_message(uuid, text) TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.community_dismiss_report(target uuid) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.community_require_moderator();
    found_report public.community_reports%ROWTYPE;
  BEGIN
    UPDATE public.community_reports SET status = 'dismissed', resolved_at = now(), resolved_by = me
      WHERE id = target AND status = 'open'
      RETURNING * INTO found_report;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No such open report' USING ERRCODE = 'WM002';
    END IF;
    INSERT INTO public.community_moderation_log (moderator_id, action, message_id, report_id)
      VALUES (me, 'dismiss', found_report.message_id, target);
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_dismiss_report(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_dismiss_report(uuid) TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.community_ban(person uuid, note text) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.community_require_moderator();
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = person) THEN
      RAISE EXCEPTION 'No such person' USING ERRCODE = 'WM002';
    END IF;
    IF EXISTS (
      SELECT 1 FROM public.users u JOIN public.community_moderator_emails e ON e.email = lower(u.email)
      WHERE u.id = person
    ) THEN
      RAISE EXCEPTION 'A moderator cannot be banned' USING ERRCODE = 'WM003';
    END IF;
    INSERT INTO public.community_bans (user_id, reason, banned_by) VALUES (person, note, me)
      ON CONFLICT (user_id) DO UPDATE SET reason = excluded.reason, banned_by = excluded.banned_by;
    INSERT INTO public.community_moderation_log (moderator_id, action, target_user_id, reason)
      VALUES (me, 'ban', person, note);
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_ban(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_ban(uuid, text) TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.community_unban(person uuid) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.community_require_moderator();
  BEGIN
    DELETE FROM public.community_bans b WHERE b.user_id = person;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'This person is not banned' USING ERRCODE = 'WM002';
    END IF;
    INSERT INTO public.community_moderation_log (moderator_id, action, target_user_id)
      VALUES (me, 'unban', person);
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_unban(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_unban(uuid) TO app_user;
--> statement-breakpoint
-- What the queue shows of a reported message whatever blocks the moderator has: its author,
-- channel and times (its text still comes through the messages policy). Moderators only.
CREATE OR REPLACE FUNCTION app.community_report_subject(report uuid)
  RETURNS TABLE (sender_id uuid, conversation_id uuid, created_at timestamptz, removed_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT m.sender_id, m.conversation_id, m.created_at, m.removed_at
    FROM public.community_reports p JOIN public.messages m ON m.id = p.message_id
    WHERE p.id = report AND app.community_is_moderator()
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.community_report_subject(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.community_report_subject(uuid) TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON public.community_reads TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT ON public.community_reports TO app_user;
--> statement-breakpoint
GRANT SELECT ON public.community_bans TO app_user;
--> statement-breakpoint
GRANT SELECT ON public.community_moderation_log TO app_user;
