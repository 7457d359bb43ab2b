import {
  defaultShouldDehydrateQuery,
  partialMatchKey,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * What the main screens read, kept so a new tab shows it at once: the dashboard, journeys,
 * projects and the workspace, the timeline, notifications, chat, insights and profiles, plus the
 * billing status and the public configuration every signed-in page waits for. An allow-list,
 * so a new query is not kept until someone decides it is safe: the security settings (factors,
 * sessions, tokens, webhooks), the auth checks and the settings stay in memory only, and no
 * token or secret is ever in what is kept.
 */
const keptRoots: readonly QueryKey[] = [
  queryKeys.dashboard,
  queryKeys.journeys.all,
  queryKeys.projects.all,
  queryKeys.workspace.all,
  queryKeys.timeline.all,
  queryKeys.notifications.all,
  queryKeys.chat.all,
  queryKeys.insights.all,
  queryKeys.profile.all,
  queryKeys.billing.status(),
  queryKeys.publicConfig,
];

/** Under a kept root but only true for a moment (who is online) or a search as one types. */
const neverKept: readonly QueryKey[] = [
  queryKeys.chat.presenceAll(),
  [...queryKeys.chat.all, 'people'],
];

export function isKeptKey(queryKey: QueryKey): boolean {
  return (
    keptRoots.some((root) => partialMatchKey(queryKey, root)) &&
    !neverKept.some((root) => partialMatchKey(queryKey, root))
  );
}

/** Kept: a successful read of a main screen (never a pending or failed one). */
export function shouldKeepQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && isKeptKey(query.queryKey);
}
