import { useQueryClient } from '@tanstack/react-query';
import { journeySchema, type JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { toJourneyUpdate, type JourneyFormValues } from '@/features/journeys/lib/journey-form';
import { api } from '@/lib/api-client';
import { queryKeys, journeyDependentKeys } from '@/lib/query-keys';

/**
 * Saves the edit form in one PATCH: the journey's fields and its whole step list with the
 * version it was loaded at. The server saves all of it or, on a 409 (someone changed the
 * journey meanwhile), nothing. A new cover follows as its own upload. The journey is reloaded
 * afterwards, whatever happened.
 */
export function useSaveJourneyEdits(saved: JourneyDetail) {
  const queryClient = useQueryClient();
  return async (values: JourneyFormValues, cover: File | null) => {
    try {
      await api.patch(journeysApi.journey(saved.id), {
        schema: journeySchema,
        body: toJourneyUpdate(values, saved.version),
      });
      if (cover) {
        const form = new FormData();
        form.append('file', cover);
        await api.post(journeysApi.journeyCover(saved.id), { schema: journeySchema, body: form });
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: queryKeys.journeys.detail(saved.id) });
      for (const queryKey of journeyDependentKeys) void queryClient.invalidateQueries({ queryKey });
    }
  };
}
