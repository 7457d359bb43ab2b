import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { collaboratorsApi } from '@waymark/shared/journeys/collaborators/api-paths';
import {
  collaboratorListSchema,
  collaboratorSchema,
  type CollaboratorList,
  type CollaboratorRole,
} from '@waymark/shared/journeys/collaborators/contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Shared journeys (issue 34). Keys sit under the journeys root, so whatever refreshes a
 * journey's page refreshes its people too.
 */
export const collaboratorKeys = {
  list: (journeyId: string) => [...queryKeys.journeys.all, 'collaborators', journeyId] as const,
  // Beside the own lists, not under them: a journey created on this device heads every own
  // list at once (use-optimistic-create), and it is never shared with its owner.
  sharedWithMe: () => [...queryKeys.journeys.all, 'shared-with-me'] as const,
};

/** GET /api/journeys/:id/collaborators: the owner and collaborators only (others: 403/404). */
export function useCollaborators(journeyId: string, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: collaboratorKeys.list(journeyId),
    queryFn: ({ signal }) =>
      api.get(collaboratorsApi.collaborators(journeyId), {
        schema: collaboratorListSchema,
        signal,
      }),
    enabled: isEnabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** GET /api/journeys/shared-with-me, one keyset page after another. */
export function sharedWithMeQueryOptions() {
  return infiniteQueryOptions({
    queryKey: collaboratorKeys.sharedWithMe(),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `${collaboratorsApi.sharedWithMe}${pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : ''}`,
        { schema: journeyPageSchema, signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useSharedWithMe() {
  return useInfiniteQuery(sharedWithMeQueryOptions());
}

/** POST: the new person joins the list when the server says so (it checks the username). */
export function useInviteCollaborator(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; role: CollaboratorRole }) =>
      api.post(collaboratorsApi.collaborators(journeyId), {
        body: input,
        schema: collaboratorSchema,
      }),
    onSuccess: (added) => {
      queryClient.setQueryData<CollaboratorList>(collaboratorKeys.list(journeyId), (list) =>
        list ? { ...list, items: [...list.items, added] } : list,
      );
    },
  });
}

/** Applies `change` to the cached list now; gives back how to put the old one back. */
function optimistically(
  queryClient: ReturnType<typeof useQueryClient>,
  journeyId: string,
  change: (list: CollaboratorList) => CollaboratorList,
) {
  const key = collaboratorKeys.list(journeyId);
  const previous = queryClient.getQueryData<CollaboratorList>(key);
  if (previous) queryClient.setQueryData(key, change(previous));
  return () => queryClient.setQueryData(key, previous);
}

/** PATCH a role: shown at once, put back if the server refuses. */
export function useChangeRole(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: CollaboratorRole }) =>
      api.patch(collaboratorsApi.collaborator(journeyId, userId), {
        body: { role },
        schema: collaboratorSchema,
      }),
    onMutate: async ({ userId, role }) => {
      await queryClient.cancelQueries({ queryKey: collaboratorKeys.list(journeyId) });
      return optimistically(queryClient, journeyId, (list) => ({
        ...list,
        items: list.items.map((item) => (item.person.id === userId ? { ...item, role } : item)),
      }));
    },
    onError: (_error, _input, rollback) => rollback?.(),
  });
}

/** DELETE: the owner removes someone, or a collaborator leaves (their own id). */
export function useRemoveCollaborator(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(collaboratorsApi.collaborator(journeyId, userId)),
    onMutate: async (userId) => {
      await queryClient.cancelQueries({ queryKey: collaboratorKeys.list(journeyId) });
      return optimistically(queryClient, journeyId, (list) => ({
        ...list,
        items: list.items.filter((item) => item.person.id !== userId),
      }));
    },
    onError: (_error, _userId, rollback) => rollback?.(),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: collaboratorKeys.sharedWithMe() }),
  });
}
