-- Chat (issue 17): direct conversations (one per pair) and groups (up to 100 members).
-- Membership, message requests and group changes are written only by the app.chat_*()
-- functions below, which apply the privacy rule (who may message whom), blocks and the member
-- cap; requests read and write messages, reactions and their own watermark under the
-- policies of drizzle/policies/conversations.sql and its neighbours.
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"avatar_url" text,
	-- Direct conversations: least(a, b) || ':' || greatest(a, b), so a pair has one.
	"direct_key" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone,
	CONSTRAINT "conversations_kind_check" CHECK ("kind" in ('direct', 'group')),
	CONSTRAINT "conversations_direct_key_check" CHECK (("kind" = 'direct') = ("direct_key" IS NOT NULL)),
	CONSTRAINT "conversations_name_check" CHECK ("name" IS NULL OR char_length("name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_direct_key" ON "conversations" USING btree ("direct_key") WHERE "direct_key" IS NOT NULL;
--> statement-breakpoint
-- `request_state`: 'accepted' (in my inbox), 'pending' (a message request I have not answered),
-- 'declined' (I said no: hidden from me, and nobody may post to me there).
-- `hide_receipts`: I show nobody how far I read, and see nobody's (reciprocal).
CREATE TABLE "conversation_members" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"request_state" text DEFAULT 'accepted' NOT NULL,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"muted_until" timestamp with time zone,
	"hide_receipts" boolean DEFAULT false NOT NULL,
	CONSTRAINT "conversation_members_pkey" PRIMARY KEY ("conversation_id", "user_id"),
	CONSTRAINT "conversation_members_role_check" CHECK ("role" in ('admin', 'member')),
	CONSTRAINT "conversation_members_request_state_check" CHECK ("request_state" in ('accepted', 'pending', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- My conversations, for the list and the unread counts.
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id", "conversation_id");
--> statement-breakpoint
-- `client_key`: the sender's idempotency key, so a resend after a lost answer stores one message.
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reply_to_id" uuid,
	"attachment_url" text,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "messages_body_check" CHECK (char_length("body") <= 4000),
	CONSTRAINT "messages_client_key_check" CHECK (char_length("client_key") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- History newest first by keyset (created_at, id); unread counts walk it from the watermark.
CREATE INDEX "messages_history_idx" ON "messages" USING btree ("conversation_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key" ON "messages" USING btree ("sender_id", "client_key");
--> statement-breakpoint
CREATE TABLE "message_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reactions_pkey" PRIMARY KEY ("message_id", "user_id", "emoji"),
	CONSTRAINT "message_reactions_emoji_check" CHECK (char_length("emoji") between 1 and 16)
);
--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_message_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The read watermark: one row per (conversation, member), never one per member per message.
-- Made with the membership; a request moves it forward only (the trigger below).
CREATE TABLE "conversation_reads" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_message_id" uuid,
	"last_read_at" timestamp (3) with time zone,
	CONSTRAINT "conversation_reads_pkey" PRIMARY KEY ("conversation_id", "user_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_member_fk" FOREIGN KEY ("conversation_id", "user_id") REFERENCES "public"."conversation_members"("conversation_id", "user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_message_fk" FOREIGN KEY ("last_read_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Whether the caller is a member of `conv` (in any request state). Definer: the members
-- policy itself asks this, and must not recurse into its own table's policy.
CREATE OR REPLACE FUNCTION app.chat_is_member(conv uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.conversation_members m
      WHERE m.conversation_id = conv AND m.user_id = app.current_user_id()
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_is_member(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_is_member(uuid) TO app_user;
--> statement-breakpoint
-- Whether `person` hides their read receipts in `conv` (for the reciprocal receipts rule).
CREATE OR REPLACE FUNCTION app.chat_hides_receipts(conv uuid, person uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT coalesce((
      SELECT m.hide_receipts FROM public.conversation_members m
      WHERE m.conversation_id = conv AND m.user_id = person
    ), true)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_hides_receipts(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_hides_receipts(uuid, uuid) TO app_user;
--> statement-breakpoint
-- Who may start talking to `recipient`, from the caller: 'direct' (straight to their inbox),
-- 'request' (a message request they accept or decline) or 'refused'. Twin of
-- messagingDecision() in packages/shared/src/chat/rules.ts:
--   a block either way refuses; so does the recipient's "who can message me" = nobody;
--   someone the recipient restricted lands in requests;
--   'connections': accepted connections go straight in, everyone else lands in requests;
--   'everyone': straight in.
-- Definer: the recipient's settings and restrictions are theirs alone under their policies.
CREATE OR REPLACE FUNCTION app.chat_messaging_decision(recipient uuid) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT CASE
      WHEN app.current_user_id() IS NULL OR app.is_blocked_with(recipient) THEN 'refused'
      WHEN coalesce(s.who_can_message, 'everyone') = 'nobody' THEN 'refused'
      WHEN EXISTS (
        SELECT 1 FROM public.restricted_users r
        WHERE r.user_id = recipient AND r.restricted_user_id = app.current_user_id()
      ) THEN 'request'
      WHEN coalesce(s.who_can_message, 'everyone') = 'connections' AND NOT EXISTS (
        SELECT 1 FROM public.connections c
        WHERE c.status = 'accepted'
          AND ((c.user_id = recipient AND c.connected_user_id = app.current_user_id())
            OR (c.connected_user_id = recipient AND c.user_id = app.current_user_id()))
      ) THEN 'request'
      ELSE 'direct'
    END
    FROM public.profiles p LEFT JOIN public.user_settings s ON s.user_id = p.id
    WHERE p.id = recipient
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_messaging_decision(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_messaging_decision(uuid) TO app_user;
--> statement-breakpoint
-- Whether the caller may post in `conv` now: an accepted member; in a direct conversation,
-- only while no block stands between the two and the other has not declined.
CREATE OR REPLACE FUNCTION app.chat_can_post(conv uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM public.conversation_members m
      JOIN public.conversations c ON c.id = m.conversation_id
      WHERE m.conversation_id = conv AND m.user_id = app.current_user_id()
        AND m.request_state = 'accepted'
        AND (c.kind = 'group' OR NOT EXISTS (
          SELECT 1 FROM public.conversation_members o
          WHERE o.conversation_id = conv AND o.user_id <> m.user_id
            AND (o.request_state = 'declined' OR app.is_blocked_with(o.user_id))
        ))
    )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_can_post(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_can_post(uuid) TO app_user;
--> statement-breakpoint
-- Adds `person` to `conv` as the privacy rule allows (a request when it says so), with their
-- watermark row. Internal to the functions below: no grant.
CREATE OR REPLACE FUNCTION app.chat_enrol(conv uuid, person uuid, member_role text, state text)
  RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    INSERT INTO public.conversation_members (conversation_id, user_id, role, request_state)
      VALUES (conv, person, member_role, state)
      ON CONFLICT DO NOTHING;
    INSERT INTO public.conversation_reads (conversation_id, user_id)
      VALUES (conv, person)
      ON CONFLICT DO NOTHING;
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_enrol(uuid, uuid, text, text) FROM PUBLIC;
--> statement-breakpoint
-- The caller's direct conversation with `other`, made on first use. Errors (SQLSTATE):
-- WC001 the privacy rule refuses (a block, or "nobody"), WC005 no such person or oneself.
CREATE OR REPLACE FUNCTION app.chat_open_direct(other uuid) RETURNS uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.current_user_id();
    pair text;
    conv uuid;
    decision text;
  BEGIN
    IF me IS NULL THEN
      RAISE EXCEPTION 'Not authenticated' USING ERRCODE = '42501';
    END IF;
    IF other IS NULL OR other = me OR NOT EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = other) THEN
      RAISE EXCEPTION 'No such person' USING ERRCODE = 'WC005';
    END IF;
    IF app.is_blocked_with(other) THEN
      RAISE EXCEPTION 'You cannot message this person' USING ERRCODE = 'WC001';
    END IF;
    pair := least(me, other)::text || ':' || greatest(me, other)::text;
    SELECT c.id INTO conv FROM public.conversations c WHERE c.direct_key = pair;
    IF conv IS NOT NULL THEN
      RETURN conv;
    END IF;
    decision := app.chat_messaging_decision(other);
    IF decision = 'refused' THEN
      RAISE EXCEPTION 'You cannot message this person' USING ERRCODE = 'WC001';
    END IF;
    INSERT INTO public.conversations (kind, direct_key, created_by)
      VALUES ('direct', pair, me)
      ON CONFLICT (direct_key) WHERE direct_key IS NOT NULL DO NOTHING
      RETURNING id INTO conv;
    IF conv IS NULL THEN
      -- Both opened it at once: the other insert won.
      SELECT c.id INTO conv FROM public.conversations c WHERE c.direct_key = pair;
      RETURN conv;
    END IF;
    PERFORM app.chat_enrol(conv, me, 'admin', 'accepted');
    PERFORM app.chat_enrol(conv, other, 'admin',
      CASE WHEN decision = 'direct' THEN 'accepted' ELSE 'pending' END);
    RETURN conv;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_open_direct(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_open_direct(uuid) TO app_user;
--> statement-breakpoint
-- Adds `people` to the group `conv` as the caller, who must be one of its admins. Each person
-- joins as the privacy rule says (straight in, or as a request); the whole call fails when
-- anyone is refused (WC001), unknown (WC005), or the group would pass `max_members` (WC003).
-- WC004: the caller is not an admin of that group. The group row is locked, so two admins
-- adding at once cannot pass the cap together.
CREATE OR REPLACE FUNCTION app.chat_add_members(conv uuid, people uuid[], max_members integer)
  RETURNS integer
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.current_user_id();
    person uuid;
    decision text;
    added integer := 0;
  BEGIN
    PERFORM 1 FROM public.conversations c WHERE c.id = conv AND c.kind = 'group' FOR UPDATE;
    IF NOT FOUND OR NOT EXISTS (
      SELECT 1 FROM public.conversation_members m
      WHERE m.conversation_id = conv AND m.user_id = me AND m.role = 'admin'
    ) THEN
      RAISE EXCEPTION 'Only an admin of this group may add people' USING ERRCODE = 'WC004';
    END IF;
    FOREACH person IN ARRAY coalesce(people, '{}') LOOP
      CONTINUE WHEN EXISTS (
        SELECT 1 FROM public.conversation_members m
        WHERE m.conversation_id = conv AND m.user_id = person
      );
      IF person = me OR NOT EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = person) THEN
        RAISE EXCEPTION 'No such person' USING ERRCODE = 'WC005';
      END IF;
      decision := app.chat_messaging_decision(person);
      IF decision = 'refused' THEN
        RAISE EXCEPTION 'Someone you chose cannot be added' USING ERRCODE = 'WC001';
      END IF;
      PERFORM app.chat_enrol(conv, person, 'member',
        CASE WHEN decision = 'direct' THEN 'accepted' ELSE 'pending' END);
      added := added + 1;
    END LOOP;
    IF (SELECT count(*) FROM public.conversation_members m WHERE m.conversation_id = conv) > max_members THEN
      RAISE EXCEPTION 'A group holds at most % members', max_members USING ERRCODE = 'WC003';
    END IF;
    RETURN added;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_add_members(uuid, uuid[], integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_add_members(uuid, uuid[], integer) TO app_user;
--> statement-breakpoint
-- A new group named `group_name`, the caller its first admin, then `people` added as above.
CREATE OR REPLACE FUNCTION app.chat_create_group(group_name text, people uuid[], max_members integer)
  RETURNS uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.current_user_id();
    conv uuid;
  BEGIN
    IF me IS NULL THEN
      RAISE EXCEPTION 'Not authenticated' USING ERRCODE = '42501';
    END IF;
    INSERT INTO public.conversations (kind, name, created_by)
      VALUES ('group', group_name, me) RETURNING id INTO conv;
    PERFORM app.chat_enrol(conv, me, 'admin', 'accepted');
    PERFORM app.chat_add_members(conv, people, max_members);
    RETURN conv;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_create_group(text, uuid[], integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_create_group(text, uuid[], integer) TO app_user;
--> statement-breakpoint
-- Removes `person` from the group `conv`: oneself (leaving) or, by an admin, anyone. When the
-- last admin leaves, the longest-standing member becomes admin; the last one out deletes the
-- group. WC004: not allowed; WC005: no such member.
CREATE OR REPLACE FUNCTION app.chat_remove_member(conv uuid, person uuid) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.current_user_id();
  BEGIN
    PERFORM 1 FROM public.conversations c WHERE c.id = conv AND c.kind = 'group' FOR UPDATE;
    IF NOT FOUND OR NOT app.chat_is_member(conv) THEN
      RAISE EXCEPTION 'No such group' USING ERRCODE = 'WC005';
    END IF;
    IF person <> me AND NOT EXISTS (
      SELECT 1 FROM public.conversation_members m
      WHERE m.conversation_id = conv AND m.user_id = me AND m.role = 'admin'
    ) THEN
      RAISE EXCEPTION 'Only an admin may remove people' USING ERRCODE = 'WC004';
    END IF;
    DELETE FROM public.conversation_members m WHERE m.conversation_id = conv AND m.user_id = person;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No such member' USING ERRCODE = 'WC005';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM public.conversation_members m WHERE m.conversation_id = conv) THEN
      DELETE FROM public.conversations c WHERE c.id = conv;
    ELSIF NOT EXISTS (
      SELECT 1 FROM public.conversation_members m WHERE m.conversation_id = conv AND m.role = 'admin'
    ) THEN
      UPDATE public.conversation_members m SET role = 'admin'
        WHERE (m.conversation_id, m.user_id) = (
          SELECT o.conversation_id, o.user_id FROM public.conversation_members o
          WHERE o.conversation_id = conv ORDER BY o.joined_at, o.user_id LIMIT 1);
    END IF;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_remove_member(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_remove_member(uuid, uuid) TO app_user;
--> statement-breakpoint
-- An admin of the group makes `person` an admin or a plain member; the last admin cannot step
-- down (WC006). WC004: not an admin; WC005: no such member.
CREATE OR REPLACE FUNCTION app.chat_set_role(conv uuid, person uuid, new_role text) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
  DECLARE
    me uuid := app.current_user_id();
  BEGIN
    PERFORM 1 FROM public.conversations c WHERE c.id = conv AND c.kind = 'group' FOR UPDATE;
    IF NOT FOUND OR NOT EXISTS (
      SELECT 1 FROM public.conversation_members m
      WHERE m.conversation_id = conv AND m.user_id = me AND m.role = 'admin'
    ) THEN
      RAISE EXCEPTION 'Only an admin may change roles' USING ERRCODE = 'WC004';
    END IF;
    UPDATE public.conversation_members m SET role = new_role
      WHERE m.conversation_id = conv AND m.user_id = person;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No such member' USING ERRCODE = 'WC005';
    END IF;
    IF NOT EXISTS (
      SELECT 1 FROM public.conversation_members m WHERE m.conversation_id = conv AND m.role = 'admin'
    ) THEN
      RAISE EXCEPTION 'A group keeps at least one admin' USING ERRCODE = 'WC006';
    END IF;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_set_role(uuid, uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.chat_set_role(uuid, uuid, text) TO app_user;
--> statement-breakpoint
-- A message moves its conversation to the top of everyone's list. Definer: the sender may not
-- update the conversation row (only a group's admins rename it).
CREATE OR REPLACE FUNCTION app.chat_touch_conversation() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
BEGIN
  UPDATE public.conversations c SET last_message_at = NEW.created_at
    WHERE c.id = NEW.conversation_id
      AND (c.last_message_at IS NULL OR c.last_message_at < NEW.created_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.chat_touch_conversation() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER messages_touch_conversation AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION app.chat_touch_conversation();
--> statement-breakpoint
-- A watermark only moves forward: a late "read up to here" from another tab never moves it back.
CREATE OR REPLACE FUNCTION app.chat_keep_watermark() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF OLD.last_read_at IS NOT NULL AND (NEW.last_read_at IS NULL OR NEW.last_read_at < OLD.last_read_at) THEN
    NEW.last_read_at := OLD.last_read_at;
    NEW.last_read_message_id := OLD.last_read_message_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER conversation_reads_forward BEFORE UPDATE ON conversation_reads
  FOR EACH ROW EXECUTE FUNCTION app.chat_keep_watermark();
--> statement-breakpoint
GRANT SELECT ON public.conversations TO app_user;
--> statement-breakpoint
-- Admins rename a group and change its picture; the rest is the functions'.
GRANT UPDATE (name, avatar_url) ON public.conversations TO app_user;
--> statement-breakpoint
GRANT SELECT ON public.conversation_members TO app_user;
--> statement-breakpoint
-- A member answers a request, mutes, and hides their receipts on their own row.
GRANT UPDATE (request_state, muted_until, hide_receipts) ON public.conversation_members TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT ON public.messages TO app_user;
--> statement-breakpoint
-- Edit and delete (a tombstone: the row stays so replies and watermarks keep their target).
GRANT UPDATE (body, mentions, attachment_url, edited_at, deleted_at) ON public.messages TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON public.message_reactions TO app_user;
--> statement-breakpoint
GRANT SELECT ON public.conversation_reads TO app_user;
--> statement-breakpoint
GRANT UPDATE (last_read_message_id, last_read_at) ON public.conversation_reads TO app_user;
--> statement-breakpoint
-- The conversation an attachment belongs to, from its key (`c_<conversation id>_<random>.webp`,
-- as src/features/chat/attachment-service.ts writes it); null for any other key. uploads_select
-- lets the conversation's members read such a row.
CREATE OR REPLACE FUNCTION app.chat_conversation_of_file_key(storage_key text) RETURNS uuid
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT CASE
      WHEN storage_key ~ '^c_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_'
      THEN substr(storage_key, 3, 36)::uuid
    END
  $$;
