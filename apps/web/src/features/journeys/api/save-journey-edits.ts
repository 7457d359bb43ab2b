import { useQueryClient } from '@tanstack/react-query';
import { journeySchema, type JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import {
  journeyFields,
  toJourneyUpdate,
  type JourneyFormValues,
} from '@/features/journeys/lib/journey-form';
import { api } from '@/lib/api-client';
import { newIdempotencyKey, sendOrQueue } from '@/lib/offline/outbox';
import { changeQueries } from '@/lib/optimistic-change';
import { queryKeys, journeyDependentKeys } from '@/lib/query-keys';

/** What the edit answered: saved by the server, or kept on this device until it is online. */
export type JourneyEditOutcome = 'saved' | 'queued';

/**
 * Saves the edit form in one PATCH: the journey's fields and its whole step list with the
 * version it was loaded at. The server saves all of it or, on a 409 (someone changed the
 * journey meanwhile), nothing. The journey's own fields show at once in its cached detail and
 * go back on a refusal; offline the PATCH waits in the outbox (its version still decides when
 * it is sent). A new cover follows as its own upload, online only. The journey is reloaded
 * afterwards, whatever happened.
 */
export function useSaveJourneyEdits(saved: JourneyDetail) {
  const queryClient = useQueryClient();
  const detailKey = queryKeys.journeys.detail(saved.id);
  return async (values: JourneyFormValues, cover: File | null): Promise<JourneyEditOutcome> => {
    const rollback = await changeQueries<JourneyDetail>(queryClient, detailKey, (detail) => {
      const { target, ...fields } = journeyFields(values);
      // The sum logged stays the server's; only the aim changes here.
      return {
        ...detail,
        ...fields,
        target: target ? { ...target, logged: detail.target?.logged ?? 0 } : null,
      };
    });
    let answer: unknown;
    try {
      answer = await sendOrQueue(
        {
          key: newIdempotencyKey(),
          kind: 'journey-edit',
          method: 'PATCH',
          path: journeysApi.journey(saved.id),
          body: toJourneyUpdate(values, saved.version),
          journeyId: saved.id,
          refresh: [queryKeys.journeys.all, ...journeyDependentKeys],
        },
        journeySchema,
      );
      if (answer === null) return 'queued';
    } catch (error) {
      rollback();
      throw error;
    } finally {
      // Queued: the detail keeps the edit until the outbox sends it and refreshes it.
      if (answer !== null) await refresh();
    }
    if (cover) {
      const form = new FormData();
      form.append('file', cover);
      await api.post(journeysApi.journeyCover(saved.id), { schema: journeySchema, body: form });
      await refresh();
    }
    return 'saved';
  };

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: detailKey });
    for (const queryKey of journeyDependentKeys) void queryClient.invalidateQueries({ queryKey });
  }
}
