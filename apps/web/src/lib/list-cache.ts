import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The items of a cached list, whatever its shape: an array, a page (`{ items }`), the pages
 * of an infinite query, or `{ people }`.
 */
function itemsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (typeof data !== 'object' || data === null) return [];
  const { pages, items, people } = data as { pages?: unknown; items?: unknown; people?: unknown };
  if (Array.isArray(pages)) return pages.flatMap(itemsOf);
  if (Array.isArray(items)) return items;
  if (Array.isArray(people)) return people;
  return [];
}

export interface ListedItem<T> {
  item: T;
  /** When the list holding it was fetched: the detail's data is that old. */
  updatedAt: number;
}

/** The freshest copy of an item in the cached lists under `roots`, if any list holds it. */
export function findInCachedLists<T>(
  queryClient: QueryClient,
  roots: readonly QueryKey[],
  isWanted: (value: unknown) => value is T,
): ListedItem<T> | undefined {
  let found: ListedItem<T> | undefined;
  for (const root of roots) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: root })) {
      const { data, dataUpdatedAt } = query.state;
      if (found && found.updatedAt >= dataUpdatedAt) continue;
      const item = itemsOf(data).find(isWanted);
      if (item !== undefined) found = { item, updatedAt: dataUpdatedAt };
    }
  }
  return found;
}

/**
 * A detail screen opened from a list draws at once from the list's copy (TanStack Query's
 * initial data from the cache), when the list's item has the detail's shape; it is as old as
 * the list, so a stale list still means asking the server.
 */
export function initialDataFromLists<T>(
  queryClient: QueryClient,
  roots: readonly QueryKey[],
  isWanted: (value: unknown) => value is T,
) {
  return {
    initialData: () => findInCachedLists(queryClient, roots, isWanted)?.item,
    initialDataUpdatedAt: () => findInCachedLists(queryClient, roots, isWanted)?.updatedAt,
  };
}

/** Whether a cached value is the record with this id (lists under one root hold one kind). */
export function hasId<T extends { id: string }>(id: string) {
  return (value: unknown): value is T =>
    typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id;
}
