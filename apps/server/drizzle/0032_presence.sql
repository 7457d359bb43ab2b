-- Presence: when a person was last active live (a socket open on any node). Shown only under
-- "Show my activity status", and only between people who talk: see app.presence_of().
CREATE TABLE "user_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT ON user_presence TO app_user;
--> statement-breakpoint
GRANT UPDATE (last_seen_at) ON user_presence TO app_user;
--> statement-breakpoint
-- Of `people`, those whose activity status the caller may see, with when each was last seen
-- (null: never live yet). Both must show their activity status (reciprocal, as read receipts
-- are); a block either way, or the person restricting the caller, hides it; and the two must
-- talk: an accepted connection, or a direct conversation both have in their inbox. The
-- caller's own is always given. Definer: settings, restrictions and the other member's row
-- are theirs alone under their policies.
CREATE OR REPLACE FUNCTION app.presence_of(people uuid[]) RETURNS TABLE (user_id uuid, last_seen_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT p.id, up.last_seen_at
    FROM public.profiles p
    LEFT JOIN public.user_presence up ON up.user_id = p.id
    WHERE p.id = ANY (people) AND app.current_user_id() IS NOT NULL
      AND (
        p.id = app.current_user_id()
        OR (
          coalesce((SELECT s.show_activity_status FROM public.user_settings s WHERE s.user_id = p.id), true)
          AND coalesce((SELECT s.show_activity_status FROM public.user_settings s WHERE s.user_id = app.current_user_id()), true)
          AND NOT app.is_blocked_with(p.id)
          AND NOT EXISTS (
            SELECT 1 FROM public.restricted_users r
            WHERE r.user_id = p.id AND r.restricted_user_id = app.current_user_id()
          )
          AND (
            EXISTS (
              SELECT 1 FROM public.connections c
              WHERE c.status = 'accepted'
                AND ((c.user_id = p.id AND c.connected_user_id = app.current_user_id())
                  OR (c.connected_user_id = p.id AND c.user_id = app.current_user_id()))
            )
            OR EXISTS (
              SELECT 1 FROM public.conversations cv
              JOIN public.conversation_members mine
                ON mine.conversation_id = cv.id AND mine.user_id = app.current_user_id()
              JOIN public.conversation_members theirs
                ON theirs.conversation_id = cv.id AND theirs.user_id = p.id
              WHERE cv.kind = 'direct'
                AND mine.request_state = 'accepted' AND theirs.request_state = 'accepted'
            )
          )
        )
      )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.presence_of(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.presence_of(uuid[]) TO app_user;
