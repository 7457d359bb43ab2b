import type { PaginationQuery } from '@waymark/shared/journeys/common-contracts';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import type { JourneyListQuery, JourneyPage } from '@waymark/shared/journeys/list-contracts';
import type { AppDatabase } from '@/db/client';
import { readOnly, withUser } from '@/db/with-user';
import { toPage, type FilledListQuery } from '@/lib/keyset-cursor';
import { detailOf, readJourney } from '@/features/journeys/journey-access';
import { listJourneyRows } from '@/features/journeys/journey-queries';
import { stepsOf } from '@/features/journeys/step-queries';
import { presentJourney } from '@/capabilities/journey-cards/presenter';

export async function getJourney(
  db: AppDatabase,
  viewerId: string | null,
  id: string,
): Promise<JourneyDetail> {
  return withUser(
    db,
    viewerId,
    async (tx) => {
      // Asked together, answered in one round trip on a server (pipelined): a journey the
      // viewer may not see has no steps they may see either (RLS), and answers 404 anyway.
      const [row, steps] = await Promise.all([readJourney(tx, id), stepsOf(tx, id)]);
      return detailOf(tx, row, viewerId, { steps });
    },
    readOnly,
  );
}

/** The caller's own journeys, or with projectId the journeys of that project they may see. */
export async function listJourneys(
  db: AppDatabase,
  viewerId: string,
  query: FilledListQuery<JourneyListQuery>,
): Promise<JourneyPage> {
  return journeyPage(db, viewerId, {
    ...query,
    ownerId: query.projectId ? undefined : viewerId,
  });
}

/** GET /api/users/:id/journeys: what the viewer (maybe signed out) may see of one person's journeys. */
export async function listUserJourneys(
  db: AppDatabase,
  viewerId: string | null,
  ownerId: string,
  query: Required<Pick<PaginationQuery, 'limit'>> & Pick<PaginationQuery, 'cursor'>,
): Promise<JourneyPage> {
  return journeyPage(db, viewerId, {
    ownerId,
    sort: 'updated',
    cursor: query.cursor,
    limit: query.limit,
  });
}

/** One page of the journeys the viewer may see (RLS decides), in one read-only transaction. */
function journeyPage(
  db: AppDatabase,
  viewerId: string | null,
  filter: Parameters<typeof listJourneyRows>[1],
): Promise<JourneyPage> {
  return withUser(
    db,
    viewerId,
    async (tx) =>
      toPage(await listJourneyRows(tx, filter), filter.limit, (row) =>
        presentJourney(row, viewerId),
      ),
    readOnly,
  );
}
