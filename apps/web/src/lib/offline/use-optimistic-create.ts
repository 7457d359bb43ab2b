import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Parser } from '@/lib/api-client';
import { sendOrQueue, type OutboxKind } from '@/lib/offline/outbox';
import { changePages, changeQueries, type PagedData } from '@/lib/optimistic-change';

export interface OptimisticCreate<Saved> {
  kind: OutboxKind;
  /** The creating POST (it declares `idempotent` on the server). */
  path: string;
  keys: {
    /** The lists the new item shows at the head of, newest first, from the moment it is made. */
    lists: () => QueryKey;
    /** The item's own query, seeded with the server's item before its page opens it. */
    detail: (id: string) => QueryKey;
  };
  schema: Parser<Saved>;
  /** Stale once the server has it (or refused it): read again then. */
  refresh: readonly QueryKey[];
}

/**
 * Creating something (a journey, a project) the local way (issue 32): the pending item (its id
 * from newPendingId, also its Idempotency-Key) is at the head of every cached list at once; a
 * refusal takes it out again (the caller says why in a toast or the form); offline the write
 * waits in the outbox and the answer is null, the item staying "waiting to sync" until it is
 * sent. Once the server has answered, the lists are read again so its version wins.
 */
export function useOptimisticCreate<Item extends { id: string }, Input, Saved extends Item>({
  kind,
  path,
  keys,
  schema,
  refresh,
}: OptimisticCreate<Saved>) {
  const queryClient = useQueryClient();
  const listsKey = keys.lists();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ pending, input }: { pending: Item; input: Input }) =>
      sendOrQueue({ key: pending.id, kind, method: 'POST', path, body: input, refresh }, schema),
    onMutate: async ({ pending }) => ({
      rollback: await changeQueries<PagedData<Item>>(queryClient, listsKey, (data) =>
        changePages(data, (items, page) => (page === 0 ? [pending, ...items] : items)),
      ),
    }),
    onError: (_error, _input, context) => context?.rollback(),
    onSuccess: (saved, { pending }) => {
      if (!saved) return;
      // The server's item takes the pending one's place at once; the refresh below confirms it.
      queryClient.setQueriesData<PagedData<Item>>({ queryKey: listsKey }, (data) =>
        data
          ? changePages(data, (items) =>
              items.map((item) => (item.id === pending.id ? saved : item)),
            )
          : data,
      );
      queryClient.setQueryData(keys.detail(saved.id), saved);
    },
    onSettled: (saved) => {
      // Queued (null): the pending item stays; the outbox refreshes these once it is sent.
      if (saved === null) return;
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
