import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  journeyEntryPageSchema,
  journeyEntrySchema,
  type EntryCreate,
  type JourneyEntry,
  type JourneyEntryPage,
} from '@waymark/shared/journeys/entry-contracts';
import { journeySchema, type JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { targetProgressPercent } from '@waymark/shared/journeys/progress';
import { toSearch } from '@/features/journeys/api/search-params';
import { api, ApiError } from '@/lib/api-client';
import { invalidateProgress } from '@/lib/journey-detail/step-toggle';
import { newIdempotencyKey } from '@/lib/offline/outbox';
import { queryKeys } from '@/lib/query-keys';

const loggedSchema = z.object({ entry: journeyEntrySchema, journey: journeySchema });
const afterDeleteSchema = z.object({ journey: journeySchema });

/** GET /api/journeys/:id/entries: newest day first, page by page (as the journey is seen). */
export function journeyEntriesQueryOptions(journeyId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.journeys.entries(journeyId),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `${journeysApi.journeyEntries(journeyId)}${toSearch({ cursor: pageParam ?? undefined })}`,
        {
          schema: journeyEntryPageSchema,
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useJourneyEntries(journeyId: string) {
  return useInfiniteQuery(journeyEntriesQueryOptions(journeyId));
}

type EntryPages = InfiniteData<JourneyEntryPage, string | null>;

/** The detail with `delta` more (or less) logged: the bar moves before the server answers. */
export function withLogged(detail: JourneyDetail, delta: number): JourneyDetail {
  if (!detail.target) return detail;
  const logged = Math.max(0, Math.round((detail.target.logged + delta) * 100) / 100);
  return {
    ...detail,
    target: { ...detail.target, logged },
    progress: targetProgressPercent(logged, detail.target.value),
  };
}

/** Newest day first, then newest logged: where the server's list would put it. */
function insertEntry(pages: EntryPages, entry: JourneyEntry): EntryPages {
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  const items = [...first.items, entry].sort((a, b) =>
    a.occurredOn === b.occurredOn
      ? b.createdAt.localeCompare(a.createdAt)
      : b.occurredOn.localeCompare(a.occurredOn),
  );
  return { ...pages, pages: [{ ...first, items }, ...rest] };
}

const withoutEntry = (pages: EntryPages, entryId: string): EntryPages => ({
  ...pages,
  pages: pages.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== entryId),
  })),
});

/** The detail and entries caches of a journey, kept and restored around an optimistic write. */
function useEntryCaches(journeyId: string) {
  const queryClient = useQueryClient();
  const detailKey = queryKeys.journeys.detail(journeyId);
  const entriesKey = queryKeys.journeys.entries(journeyId);
  return {
    queryClient,
    async snapshot() {
      await queryClient.cancelQueries({ queryKey: detailKey });
      await queryClient.cancelQueries({ queryKey: entriesKey });
      return {
        detail: queryClient.getQueryData<JourneyDetail>(detailKey),
        entries: queryClient.getQueryData<EntryPages>(entriesKey),
      };
    },
    restore(previous: { detail?: JourneyDetail; entries?: EntryPages } | undefined) {
      if (previous?.detail) queryClient.setQueryData(detailKey, previous.detail);
      if (previous?.entries) queryClient.setQueryData(entriesKey, previous.entries);
    },
    setDetail(update: (detail: JourneyDetail) => JourneyDetail) {
      queryClient.setQueryData<JourneyDetail>(detailKey, (detail) =>
        detail ? update(detail) : detail,
      );
    },
    setEntries(update: (pages: EntryPages) => EntryPages) {
      queryClient.setQueryData<EntryPages>(entriesKey, (pages) => (pages ? update(pages) : pages));
    },
  };
}

/**
 * Logs an amount: the bar and the list move at once (a pending entry), roll back if the server
 * refuses, then take the server's entry and sums; every view of the journey's progress refreshes.
 */
export function useLogEntry(journeyId: string, author: JourneyEntry['author'] | null) {
  const caches = useEntryCaches(journeyId);
  return useMutation({
    mutationFn: (input: EntryCreate & { occurredOn: string }) =>
      api.post(journeysApi.journeyEntries(journeyId), {
        body: input,
        schema: loggedSchema,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onMutate: async (input) => {
      const previous = await caches.snapshot();
      const pendingId = `pending-${Date.now()}`;
      caches.setDetail((detail) => withLogged(detail, Number(input.amount)));
      if (author) {
        caches.setEntries((pages) =>
          insertEntry(pages, {
            id: pendingId,
            journeyId,
            amount: Number(input.amount),
            note: input.note ?? '',
            occurredOn: input.occurredOn,
            createdAt: new Date().toISOString(),
            author,
            canDelete: false,
          }),
        );
      }
      return { previous, pendingId };
    },
    onError: (_error, _input, context) => caches.restore(context?.previous),
    onSuccess: ({ entry, journey }, _input, context) => {
      caches.setDetail((detail) => ({ ...detail, ...journey }));
      caches.setEntries((pages) =>
        insertEntry(context ? withoutEntry(pages, context.pendingId) : pages, entry),
      );
      invalidateProgress(caches.queryClient, journeyId);
    },
  });
}

/** Deletes an entry: gone from the list and the sum at once, back if the server refuses. */
export function useDeleteEntry(journeyId: string) {
  const caches = useEntryCaches(journeyId);
  return useMutation({
    mutationFn: (entry: JourneyEntry) =>
      api.delete(journeysApi.journeyEntry(journeyId, entry.id), { schema: afterDeleteSchema }),
    onMutate: async (entry) => {
      const previous = await caches.snapshot();
      caches.setDetail((detail) => withLogged(detail, -entry.amount));
      caches.setEntries((pages) => withoutEntry(pages, entry.id));
      return { previous };
    },
    onError: (_error, _entry, context) => caches.restore(context?.previous),
    onSuccess: ({ journey }) => {
      caches.setDetail((detail) => ({ ...detail, ...journey }));
      invalidateProgress(caches.queryClient, journeyId);
    },
  });
}
