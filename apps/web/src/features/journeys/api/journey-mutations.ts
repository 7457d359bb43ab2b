import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  journeyDeletedSchema,
  journeyDetailSchema,
  journeySchema,
  type Journey,
  type JourneyCreate,
  type JourneyDetail,
} from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { api } from '@/lib/api-client';
import { useOptimisticCreate } from '@/lib/offline/use-optimistic-create';
import { queryKeys, journeyDependentKeys } from '@/lib/query-keys';

function invalidateDependents(queryClient: QueryClient) {
  for (const queryKey of journeyDependentKeys) void queryClient.invalidateQueries({ queryKey });
}

/** Keeps the cached detail (with its steps) in step with a changed journey row. */
function mergeJourney(queryClient: QueryClient, journey: Journey) {
  queryClient.setQueryData<JourneyDetail>(queryKeys.journeys.detail(journey.id), (detail) =>
    detail ? { ...detail, ...journey } : detail,
  );
}

/**
 * POST /api/journeys: the new journey heads the journeys lists at once (pendingJourney) and
 * waits in the outbox when offline (useOptimisticCreate); the server's journey seeds its page.
 */
export const useCreateJourney = () =>
  useOptimisticCreate<Journey, JourneyCreate, JourneyDetail>({
    kind: 'journey',
    path: journeysApi.journeys,
    keys: queryKeys.journeys,
    schema: journeyDetailSchema,
    refresh: journeyDependentKeys,
  });

/** Archive, restore: each answers the changed journey. */
function useJourneyAction(path: (id: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(path(id), { schema: journeySchema }),
    onSuccess: (journey) => {
      mergeJourney(queryClient, journey);
      void queryClient.invalidateQueries({ queryKey: queryKeys.journeys.detail(journey.id) });
      invalidateDependents(queryClient);
    },
  });
}

export const useArchiveJourney = () => useJourneyAction(journeysApi.journeyArchive);

/**
 * Brings a deleted journey back (the toast's Undo). A plain function, not a mutation hook: the
 * page that deleted it has gone by the time Undo is clicked, and a hook's callbacks would not run.
 */
export async function restoreJourney(queryClient: QueryClient, id: string): Promise<Journey> {
  const journey = await api.post(journeysApi.journeyRestore(id), { schema: journeySchema });
  void queryClient.invalidateQueries({ queryKey: queryKeys.journeys.detail(id) });
  invalidateDependents(queryClient);
  return journey;
}

/** Duplicate (own journey) or fork (someone's public one): both answer the new journey. */
function useCopyJourney(path: (id: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(path(id), { schema: journeyDetailSchema }),
    onSuccess: (journey) => {
      queryClient.setQueryData(queryKeys.journeys.detail(journey.id), journey);
      invalidateDependents(queryClient);
    },
  });
}

export const useDuplicateJourney = () => useCopyJourney(journeysApi.journeyDuplicate);
export const useForkJourney = () => useCopyJourney(journeysApi.journeyFork);

export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(journeysApi.journey(id), { schema: journeyDeletedSchema }),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.journeys.detail(id) });
      invalidateDependents(queryClient);
    },
  });
}

/** The cover is sent as multipart `file`; the answer is the journey with its new URL. */
export function useUploadCoverFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post(journeysApi.journeyCover(id), { schema: journeySchema, body: form });
    },
    onSuccess: (journey) => {
      mergeJourney(queryClient, journey);
      invalidateDependents(queryClient);
    },
  });
}
