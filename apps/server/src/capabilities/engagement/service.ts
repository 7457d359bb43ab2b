import type { AppTransaction } from '@/db/client';
import { engagementOf, type EngagementRow } from '@/capabilities/engagement/queries';

export type { EngagementRow };

/**
 * Cheers and comment counts of a page of activities in one query, as the viewer may see them:
 * for the timeline's cards (never one query per card).
 */
export function pageEngagement(
  tx: AppTransaction,
  activityIds: string[],
  viewerId: string | null,
): Promise<EngagementRow[]> {
  return engagementOf(tx, activityIds, viewerId);
}
