import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Puts the changed queries back as they were before an optimistic change. */
export type Rollback = () => void;

/**
 * The optimistic half of a write (issue 32): every cached query under `queryKey` is changed at
 * once by `change` (queries with no data yet are left alone), after stopping the fetches in
 * flight that would overwrite it with an older answer. The returned rollback restores exactly
 * what each query held, for the write's onError; the write's onSettled then invalidates, so
 * the server's version wins either way.
 */
export async function changeQueries<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (data: T) => T,
): Promise<Rollback> {
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueriesData<T>({ queryKey });
  for (const [key, data] of before) {
    if (data !== undefined) queryClient.setQueryData<T>(key, change(data));
  }
  return () => {
    for (const [key, data] of before) queryClient.setQueryData(key, data);
  };
}

/** Runs each rollback (a write that changed several roots), newest first. */
export const rollBackAll =
  (rollbacks: readonly Rollback[]): Rollback =>
  () => {
    for (const rollback of [...rollbacks].reverse()) rollback();
  };

/** A list page as the API answers it. */
interface Paged<T> {
  items: T[];
}

/** One page (a plain query) or the pages of an infinite query. */
export type PagedData<T> = Paged<T> | { pages: Paged<T>[]; pageParams: unknown[] };

/**
 * The same list data with each page's items changed; `page` is the page's index, so a new item
 * can go at the head of the first page (newest first) or the end of the last (oldest first).
 */
export function changePages<T>(
  data: PagedData<T>,
  change: (items: T[], page: number, pageCount: number) => T[],
): PagedData<T> {
  // Another shape under the same root (a quick search's array): left as it is.
  const shape: unknown = data;
  if (typeof shape !== 'object' || shape === null || !('pages' in shape || 'items' in shape)) {
    return data;
  }
  if ('pages' in data) {
    const count = data.pages.length;
    return {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        items: change(page.items, index, count),
      })),
    };
  }
  return { ...data, items: change(data.items, 0, 1) };
}
