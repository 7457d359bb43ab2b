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
  return withUser(
    db,
    viewerId,
    async (tx) => {
      const found = await listJourneyRows(tx, {
        ...query,
        ownerId: query.projectId ? undefined : viewerId,
      });
      return toPage(found, query.limit, (row) => presentJourney(row, viewerId));
    },
    readOnly,
  );
}

/** GET /api/users/:id/journeys: what the viewer (maybe signed out) may see of one person's journeys. */
export async function listUserJourneys(
  db: AppDatabase,
  viewerId: string | null,
  ownerId: string,
  query: Required<Pick<PaginationQuery, 'limit'>> & Pick<PaginationQuery, 'cursor'>,
): Promise<JourneyPage> {
  return withUser(
    db,
    viewerId,
    async (tx) => {
      const found = await listJourneyRows(tx, {
        ownerId,
        sort: 'updated',
        cursor: query.cursor,
        limit: query.limit,
      });
      return toPage(found, query.limit, (row) => presentJourney(row, viewerId));
    },
    readOnly,
  );
}
