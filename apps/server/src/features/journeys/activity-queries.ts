import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import type { JourneyRow } from '@/capabilities/journey-cards/presenter';
import { journeys } from '@/db/tables/journeys';
import { selectJourneys } from '@/capabilities/journey-cards/queries';

/** The latest live forks of a journey that the viewer may see (RLS hides the others). */
export async function visibleForksOf(
  tx: AppTransaction,
  journeyId: string,
  limit: number,
): Promise<JourneyRow[]> {
  return selectJourneys(tx)
    .where(and(eq(journeys.forkedFromId, journeyId), isNull(journeys.deletedAt)))
    .orderBy(desc(journeys.createdAt), desc(journeys.id))
    .limit(limit);
}
