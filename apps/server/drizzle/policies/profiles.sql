-- Profiles (spec §1, §6): the owner always sees theirs; anyone else a public profile, or a
-- followers-only or private one they follow (accepted); a block hides a profile both ways
-- (twin of profileAccess() in packages/shared/src/social/rules.ts). Created at sign-up and
-- deleted with the account by the server: app_user is granted SELECT and UPDATE only.
ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY profiles_select ON public.profiles FOR SELECT
  USING (
    id = app.current_user_id()
    OR (
      (visibility = 'public' OR EXISTS (
        SELECT 1 FROM public.followers f
        WHERE f.user_id = profiles.id AND f.follower_id = app.current_user_id()
          AND f.status = 'accepted'
      ))
      AND NOT app.is_blocked_with(id)
    )
  );
--> statement-breakpoint
CREATE POLICY profiles_insert ON public.profiles FOR INSERT
  WITH CHECK (id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY profiles_update ON public.profiles FOR UPDATE
  USING (id = app.current_user_id())
  WITH CHECK (id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY profiles_delete ON public.profiles FOR DELETE
  USING (id = app.current_user_id());
