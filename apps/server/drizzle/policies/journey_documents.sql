-- Journey documents: seen with their journey (the subquery is itself filtered by journeys_select);
-- written by the journey's owner and its editors (app.can_edit_journey()); owner_id stays
-- the journey's owner whoever writes.
ALTER TABLE public.journey_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.journey_documents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journey_documents_select ON public.journey_documents FOR SELECT
  USING (
    owner_id = app.current_user_id()
    OR EXISTS (SELECT 1 FROM public.journeys j WHERE j.id = journey_id)
  );
--> statement-breakpoint
CREATE POLICY journey_documents_insert ON public.journey_documents FOR INSERT
  WITH CHECK (
    (
      owner_id = app.current_user_id()
      AND EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id()
      )
    )
    OR (
      app.can_edit_journey(journey_id)
      AND EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = journey_documents.owner_id
      )
    )
  );
--> statement-breakpoint
CREATE POLICY journey_documents_update ON public.journey_documents FOR UPDATE
  USING (owner_id = app.current_user_id() OR app.can_edit_journey(journey_id))
  WITH CHECK (
    (
      owner_id = app.current_user_id()
      AND EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = app.current_user_id()
      )
    )
    OR (
      app.can_edit_journey(journey_id)
      AND EXISTS (
        SELECT 1 FROM public.journeys j WHERE j.id = journey_id AND j.owner_id = journey_documents.owner_id
      )
    )
  );
--> statement-breakpoint
CREATE POLICY journey_documents_delete ON public.journey_documents FOR DELETE
  USING (owner_id = app.current_user_id() OR app.can_edit_journey(journey_id));
