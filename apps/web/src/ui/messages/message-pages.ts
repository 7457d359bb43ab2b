import type { InfiniteData } from '@tanstack/react-query';

/**
 * A loaded history with one message put in at once (sent, edited or reacted), so the screen
 * does not wait for the next refresh: replaced where it is, else the newest of the first page.
 * For `setQueryData` / `setQueriesData` over a history's infinite query.
 */
export function withMessage<Item extends { id: string }, Page extends { items: Item[] }, Param>(
  data: InfiniteData<Page, Param> | undefined,
  message: Item,
): InfiniteData<Page, Param> | undefined {
  if (!data) return data;
  const known = data.pages.some((page) => page.items.some((item) => item.id === message.id));
  if (known) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === message.id ? message : item)),
      })),
    };
  }
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}
