import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type Cheers,
  type CommentPage,
  cheersSchema,
  commentPageSchema,
  commentSchema,
} from '@waymark/shared/engage/contracts';
import { cardPageSchema, type ProfileCard } from '@waymark/shared/social/contracts';
import type { TimelineItem, TimelinePage } from '@waymark/shared/timeline/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type TimelineData = TimelinePage | InfiniteData<TimelinePage>;

const patchPage = (
  page: TimelinePage,
  id: string,
  patch: (item: TimelineItem) => TimelineItem,
) => ({
  ...page,
  items: page.items.map((item) => (item.id === id ? patch(item) : item)),
});

/** Changes one card wherever the timeline caches hold it (every tab, the list and its head). */
function patchCards(
  queryClient: QueryClient,
  id: string,
  patch: (item: TimelineItem) => TimelineItem,
) {
  queryClient.setQueriesData<TimelineData>({ queryKey: queryKeys.timeline.all }, (data) => {
    if (!data) return data;
    if ('pages' in data) {
      return { ...data, pages: data.pages.map((page) => patchPage(page, id, patch)) };
    }
    return patchPage(data, id, patch);
  });
}

/**
 * Cheers or takes the cheer back at once (optimistic), and puts the cards back as they were
 * if the server says no.
 */
export function useCheer(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cheer: boolean) =>
      cheer
        ? api.put(`/api/activities/${activityId}/cheer`, { schema: cheersSchema })
        : api.delete(`/api/activities/${activityId}/cheer`, { schema: cheersSchema }),
    onMutate: async (cheer: boolean) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.timeline.all });
      const before = queryClient.getQueriesData<TimelineData>({ queryKey: queryKeys.timeline.all });
      patchCards(queryClient, activityId, (item) =>
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
      return { before };
    },
    onError: (_error, _cheer, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (cheers: Cheers) => {
      patchCards(queryClient, activityId, (item) => ({ ...item, cheers }));
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

export function useAddComment(activityId: string) {
  const changed = useThreadChanged(activityId);
  return useMutation({
    mutationFn: (body: string) =>
      api.post(`/api/activities/${activityId}/comments`, { body: { body }, schema: commentSchema }),
    onSuccess: () => changed(1),
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
