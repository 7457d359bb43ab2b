import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type Cheers,
  type Comment,
  type CommentPage,
  cheersSchema,
  commentPageSchema,
  commentSchema,
} from '@waymark/shared/engage/contracts';
import { cardPageSchema, type ProfileCard } from '@waymark/shared/social/contracts';
import type { TimelineItem } from '@waymark/shared/timeline/contracts';
import { api } from '@/lib/api-client';
import { newIdempotencyKey, sendOrQueue } from '@/lib/offline/outbox';
import { newPendingId } from '@/lib/offline/pending-id';
import { changePages, changeQueries, rollBackAll, type PagedData } from '@/lib/optimistic-change';
import { queryKeys } from '@/lib/query-keys';

type CommentData = PagedData<Comment>;

type TimelineData = PagedData<TimelineItem>;

const patchItems = (data: TimelineData, id: string, patch: (item: TimelineItem) => TimelineItem) =>
  changePages(data, (items) => items.map((item) => (item.id === id ? patch(item) : item)));

/** Changes one card wherever the timeline caches hold it (every tab, the list and its head). */
function patchCards(
  queryClient: QueryClient,
  id: string,
  patch: (item: TimelineItem) => TimelineItem,
) {
  queryClient.setQueriesData<TimelineData>({ queryKey: queryKeys.timeline.all }, (data) =>
    data ? patchItems(data, id, patch) : data,
  );
}

/** The same change, optimistic: the rollback puts every timeline cache back as it was. */
const patchCardsFor = (
  queryClient: QueryClient,
  id: string,
  patch: (item: TimelineItem) => TimelineItem,
) =>
  changeQueries<TimelineData>(queryClient, queryKeys.timeline.all, (data) =>
    patchItems(data, id, patch),
  );

/**
 * Cheers or takes the cheer back at once (optimistic), and puts the cards back as they were
 * if the server says no. Offline, the cheer waits in the outbox (a PUT or DELETE of the state
 * wanted, so sending it again changes nothing).
 */
export function useCheer(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (cheer: boolean) =>
      sendOrQueue(
        {
          key: newIdempotencyKey(),
          kind: 'cheer',
          method: cheer ? 'PUT' : 'DELETE',
          path: `/api/activities/${activityId}/cheer`,
          refresh: [queryKeys.timeline.all],
        },
        cheersSchema,
      ),
    onMutate: async (cheer: boolean) => {
      const rollback = await patchCardsFor(queryClient, activityId, (item) =>
        item.cheers.cheeredByMe === cheer
          ? item
          : {
              ...item,
              cheers: {
                count: Math.max(0, item.cheers.count + (cheer ? 1 : -1)),
                cheeredByMe: cheer,
              },
            },
      );
      return { rollback };
    },
    onError: (_error, _cheer, context) => context?.rollback(),
    onSuccess: (cheers: Cheers | null) => {
      if (cheers) patchCards(queryClient, activityId, (item) => ({ ...item, cheers }));
    },
  });
}

/** GET /api/activities/:id/comments: the thread oldest first, a page at a time. */
export function useComments(activityId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.engage.comments(activityId),
    queryFn: ({ pageParam, signal }): Promise<CommentPage> =>
      api.get(
        `/api/activities/${activityId}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { schema: commentPageSchema, signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

/** After a comment came or went: the thread again, and the card's count. */
function useThreadChanged(activityId: string) {
  const queryClient = useQueryClient();
  return (countChange: number) => {
    if (countChange !== 0) {
      patchCards(queryClient, activityId, (item) => ({
        ...item,
        commentCount: Math.max(0, item.commentCount + countChange),
      }));
    }
    return queryClient.invalidateQueries({ queryKey: queryKeys.engage.comments(activityId) });
  };
}

/** A comment as it shows before the server has it: mine, not yet deletable. */
export function pendingComment(activityId: string, author: ProfileCard, body: string): Comment {
  return {
    id: newPendingId(),
    activityId,
    author,
    body,
    mentions: [],
    pending: false,
    createdAt: new Date().toISOString(),
    canDelete: false,
    canApprove: false,
  };
}

/**
 * Adds a comment at once at the end of the thread (optimistic), with the card's count; a
 * refusal takes both back. Offline it waits in the outbox under its pending id, shown as
 * "Waiting to sync", and the thread is read again once the server has it.
 */
export function useAddComment(activityId: string) {
  const queryClient = useQueryClient();
  const threadKey = queryKeys.engage.comments(activityId);
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ comment }: { comment: Comment }) =>
      sendOrQueue(
        {
          key: comment.id,
          kind: 'comment',
          method: 'POST',
          path: `/api/activities/${activityId}/comments`,
          body: { body: comment.body },
          refresh: [threadKey, queryKeys.timeline.all],
        },
        commentSchema,
      ),
    onMutate: async ({ comment }) => {
      const rollbacks = [
        await changeQueries<CommentData>(queryClient, threadKey, (data) =>
          changePages(data, (items, page, count) =>
            page === count - 1 ? [...items, comment] : items,
          ),
        ),
        await patchCardsFor(queryClient, activityId, (item) => ({
          ...item,
          commentCount: item.commentCount + 1,
        })),
      ];
      return { rollback: rollBackAll(rollbacks) };
    },
    onError: (_error, _input, context) => context?.rollback(),
    onSuccess: (saved) => {
      // Queued: the pending comment stays until the outbox sends it (start-offline refreshes).
      if (saved) void queryClient.invalidateQueries({ queryKey: threadKey });
    },
  });
}

export function useDeleteComment(activityId: string) {
  const changed = useThreadChanged(activityId);
  return useMutation({
    mutationFn: (commentId: string) => api.delete(`/api/comments/${commentId}`),
    onSuccess: () => changed(-1),
  });
}

export function useApproveComment(activityId: string) {
  const changed = useThreadChanged(activityId);
  return useMutation({
    mutationFn: (commentId: string) =>
      api.post(`/api/comments/${commentId}/approve`, { schema: commentSchema }),
    onSuccess: () => changed(0),
  });
}

/** Pages of people read for suggestions: 4 × 50 is plenty to pick someone by name. */
const MENTIONABLE_PAGES = 4;

/** The people I follow, for @mention suggestions (fetched once the composer asks). */
export function useMentionable(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.engage.mentionable(userId ?? ''),
    queryFn: async ({ signal }) => {
      const people: ProfileCard[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MENTIONABLE_PAGES; page += 1) {
        const search: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
        const answer = await api.get(
          `/api/profiles/${encodeURIComponent(userId ?? '')}/following${search}`,
          { schema: cardPageSchema, signal },
        );
        people.push(...answer.items);
        cursor = answer.nextCursor;
        if (!cursor) break;
      }
      return people.filter((person) => person.username !== null);
    },
    enabled: enabled && userId !== null,
    staleTime: 60_000,
  });
}
