/** How many journeys or projects the palette shows for one query: a glance, not a list page. */
export const QUICK_SEARCH_LIMIT = 6;

/** The list query of a quick search: the most recently updated first, matches only if typed. */
export function quickSearchParams(text: string): string {
  const params = new URLSearchParams({ sort: 'updated', limit: String(QUICK_SEARCH_LIMIT) });
  const query = text.trim();
  if (query !== '') params.set('q', query);
  return `?${params.toString()}`;
}
