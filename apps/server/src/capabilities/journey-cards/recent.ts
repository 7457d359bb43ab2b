import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import type { AppTransaction } from '@/db/client';
import { compiledSelect } from '@/db/compiled-query';
import { journeys } from '@/db/tables/journeys';
import { selectJourneys } from '@/capabilities/journey-cards/queries';
import { presentJourney } from '@/capabilities/journey-cards/presenter';

// Other features (the dashboard) read journeys through here, already presented, so the
// journey row shape and its query stay private to this feature.
export { presentStep } from '@/capabilities/journey-cards/presenter';

/** The caller's active journeys, most recently changed first, inside the caller's transaction. */
export async function recentActiveJourneys(
  tx: AppTransaction,
  userId: string,
  limit: number,
): Promise<Journey[]> {
  const rows = await recentActive(tx, { userId, limit });
  return rows.map((row) => presentJourney(row, userId));
}

const recentActive = compiledSelect<{ userId: string; limit: number }>()((tx, p) =>
  selectJourneys(tx)
    .where(
      and(
        eq(journeys.ownerId, p.userId),
        isNull(journeys.deletedAt),
        eq(journeys.status, 'active'),
      ),
    )
    .orderBy(desc(journeys.updatedAt), desc(journeys.id))
    .limit(p.limit),
);
