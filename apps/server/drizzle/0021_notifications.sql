-- Notifications (issue 16). One row per notification, or per group of them: while a row is
-- unread, the same kind about the same subject within a day adds its actor to it ("Ada and 4
-- others cheered…"), so the list pages by (updated_at, id) and the badge counts rows.
-- `actor_ids` keeps the newest few actors (who they are is shown only where the reader may still
-- see them); `actor_count` counts all. `email_state`: 'none' (no e-mail wanted), 'pending' (one
-- mail to send, drizzle/../features/notifications/email-job.ts), 'digest' (goes in the next
-- digest), 'sent'.
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid,
	"excerpt" text,
	"actor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"actor_count" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"email_state" text DEFAULT 'none' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_email_state_check" CHECK ("notifications"."email_state" in ('none', 'pending', 'digest', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notifications_recipient_updated_idx" ON "notifications" USING btree ("recipient_id","updated_at" DESC,"id" DESC);
--> statement-breakpoint
-- The header polls the unread count every minute: an index of unread rows only.
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
-- The e-mail jobs look for rows still to mail.
CREATE INDEX "notifications_email_idx" ON "notifications" USING btree ("email_state","created_at") WHERE "email_state" in ('pending', 'digest');
--> statement-breakpoint
-- Settings → Notifications: quiet hours ('HH:MM' in the person's time zone) and the digest.
ALTER TABLE "user_settings" ADD COLUMN "quiet_hours_start" text;
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "quiet_hours_end" text;
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "email_digest" text DEFAULT 'off' NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "last_digest_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_email_digest_check" CHECK ("user_settings"."email_digest" in ('off', 'daily', 'weekly'));
--> statement-breakpoint
-- Readers read, mark read and delete their own; nobody inserts directly: notifications for
-- others go through app.record_notification() below, which applies blocks, mutes and settings.
GRANT SELECT, DELETE ON notifications TO app_user;
--> statement-breakpoint
GRANT UPDATE (read_at) ON notifications TO app_user;
--> statement-breakpoint
-- Records one notification for `recipient`, caused by the caller (`actor` must be the caller;
-- null, a system notice, only to the caller themself), in the caller's transaction. Definer:
-- it reads the recipient's blocks, mutes and settings, which the caller may not. Silently does
-- nothing for the actor themself, a block either way, a running mute of the actor by the
-- recipient, or the kind switched off in-app (the setting `setting`, with the given defaults
-- when the recipient never saved it). Grouped kinds join an unread row of the same kind and
-- subject from the last `window_hours` hours.
CREATE OR REPLACE FUNCTION app.record_notification(
  recipient uuid, actor uuid, kind text, setting text, default_in_app boolean,
  default_email boolean, subject_type text, subject_id uuid, excerpt text, grouped boolean,
  window_hours integer, sample integer
) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    caller uuid := app.current_user_id();
    channels jsonb;
    digest text;
    in_app boolean;
    by_email boolean;
    existing uuid;
  BEGIN
    IF actor IS DISTINCT FROM caller AND NOT (actor IS NULL AND recipient = caller) THEN
      RAISE EXCEPTION 'notifications are recorded by their actor' USING ERRCODE = '42501';
    END IF;
    IF recipient IS NULL OR actor = recipient THEN
      RETURN;
    END IF;
    IF actor IS NOT NULL AND EXISTS (
      SELECT 1 FROM public.blocked_users b
      WHERE (b.user_id = recipient AND b.blocked_user_id = actor)
         OR (b.user_id = actor AND b.blocked_user_id = recipient)
    ) THEN
      RETURN;
    END IF;
    IF actor IS NOT NULL AND EXISTS (
      SELECT 1 FROM public.muted_users m
      WHERE m.user_id = recipient AND m.muted_user_id = actor
        AND (m.expires_at IS NULL OR m.expires_at > now())
    ) THEN
      RETURN;
    END IF;
    SELECT s.notifications -> setting, s.email_digest INTO channels, digest
      FROM public.user_settings s WHERE s.user_id = recipient;
    in_app := coalesce((channels ->> 'inApp')::boolean, default_in_app);
    by_email := coalesce((channels ->> 'email')::boolean, default_email);
    IF NOT in_app THEN
      RETURN;
    END IF;
    IF grouped THEN
      SELECT n.id INTO existing FROM public.notifications n
        WHERE n.recipient_id = recipient AND n.kind = record_notification.kind
          AND n.subject_type = record_notification.subject_type
          AND n.subject_id IS NOT DISTINCT FROM record_notification.subject_id
          AND n.read_at IS NULL
          AND n.updated_at > now() - make_interval(hours => window_hours)
        ORDER BY n.updated_at DESC LIMIT 1
        FOR UPDATE;
      IF existing IS NOT NULL THEN
        UPDATE public.notifications n SET
          actor_ids = CASE WHEN actor = ANY (n.actor_ids) THEN n.actor_ids
            ELSE (array_prepend(actor, n.actor_ids))[1:sample] END,
          actor_count = n.actor_count + CASE WHEN actor = ANY (n.actor_ids) THEN 0 ELSE 1 END,
          excerpt = coalesce(record_notification.excerpt, n.excerpt),
          updated_at = now()
        WHERE n.id = existing;
        RETURN;
      END IF;
    END IF;
    INSERT INTO public.notifications
      (recipient_id, kind, subject_type, subject_id, excerpt, actor_ids, actor_count, email_state)
    VALUES (
      recipient, kind, subject_type, subject_id, excerpt,
      CASE WHEN actor IS NULL THEN '{}'::uuid[] ELSE ARRAY[actor] END,
      CASE WHEN actor IS NULL THEN 0 ELSE 1 END,
      CASE WHEN NOT by_email THEN 'none'
        WHEN coalesce(digest, 'off') <> 'off' THEN 'digest'
        ELSE 'pending' END
    );
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.record_notification(uuid, uuid, text, text, boolean, boolean, text, uuid, text, boolean, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.record_notification(uuid, uuid, text, text, boolean, boolean, text, uuid, text, boolean, integer, integer) TO app_user;
