-- Connections (spec §6; user_id is who asked, connected_user_id who was asked): any
-- signed-in user reads all rows; a user manages only rows where they are user_id. The person
-- asked accepts, declines or retypes through the app.social_*_connection() functions.
ALTER TABLE public.connections ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.connections FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY connections_select ON public.connections FOR SELECT
  USING (app.current_user_id() IS NOT NULL);
--> statement-breakpoint
CREATE POLICY connections_insert ON public.connections FOR INSERT
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY connections_update ON public.connections FOR UPDATE
  USING (user_id = app.current_user_id())
  WITH CHECK (user_id = app.current_user_id());
--> statement-breakpoint
CREATE POLICY connections_delete ON public.connections FOR DELETE
  USING (user_id = app.current_user_id());
