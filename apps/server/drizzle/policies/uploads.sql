-- Uploads: the owner reads theirs; anyone else only what they may see anyway, by the rules
-- already in place rather than a copy of them:
--   a journey's cover or image with its journey (journeys_select filters the subquery);
--   an avatar with its owner's profile (profiles_select) or profile card (what
--   app.profile_cards() shows a signed-in person, avatar included);
--   a chat attachment with its conversation, to its members (issue 17).
-- Any other upload is its owner's alone; only the owner adds, changes or removes one.
ALTER TABLE public.uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.uploads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY uploads_select ON public.uploads FOR SELECT
  USING (
    user_id = app.current_user_id()
    OR CASE
      WHEN app.journey_of_file_key(storage_key) IS NOT NULL THEN EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = app.journey_of_file_key(storage_key)
      )
      -- A chat attachment (issue 17): for the members of its conversation.
      WHEN app.chat_conversation_of_file_key(storage_key) IS NOT NULL THEN
        app.chat_is_member(app.chat_conversation_of_file_key(storage_key))
      WHEN purpose = 'avatar' THEN (
        EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = user_id)
        OR EXISTS (SELECT 1 FROM app.profile_cards(ARRAY[user_id]))
      )
      ELSE false
    END
  );
--> statement-breakpoint
CREATE POLICY uploads_insert ON public.uploads FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY uploads_update ON public.uploads FOR UPDATE
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY uploads_delete ON public.uploads FOR DELETE
  USING (user_id = app.current_user_id());
