import type { TimelinePage, timelineQuerySchema } from '@waymark/shared/timeline/contracts';
import type { z } from 'zod';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { cursorValues, decodeCursor, encodeCursor } from '@/lib/keyset-cursor';
import { pageEngagement } from '@/capabilities/engagement/service';
import {
  candidatePictures,
  instantOf,
  keyOfFileUrl,
  presentItem,
  stepIdsOf,
  type TimelineObjects,
} from '@/features/timeline/presenter';
import {
  findActors,
  findDocuments,
  findJourneys,
  findProjects,
  followingRows,
  ownRows,
  publicRows,
  storedKeys,
  type ActivityRow,
  type TimelineFilter,
} from '@/features/timeline/queries';

type TimelineQuery = z.infer<typeof timelineQuerySchema>;

const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

async function objectsOf(
  tx: AppTransaction,
  rows: ActivityRow[],
  viewerId: string | null,
): Promise<TimelineObjects> {
  const [actors, journeys, projects, engagement] = await Promise.all([
    findActors(tx, unique(rows.map((row) => row.actor_id))),
    findJourneys(tx, unique(rows.map((row) => row.journey_id))),
    findProjects(
      tx,
      unique(rows.map((row) => (row.object_type === 'project' ? row.object_id : null))),
    ),
    // Cheers and comment counts of the whole page in one query (issue 16).
    pageEngagement(
      tx,
      rows.map((row) => row.id),
      viewerId,
    ),
  ]);
  const journeyById = new Map(journeys.map((journey) => [journey.id, journey]));
  // Read as the viewer: a journey they may not see was not found above, and its document
  // is not read here either (its policy follows the journey's).
  const documentRows = await findDocuments(
    tx,
    unique(rows.map((row) => (stepIdsOf(row).length > 0 ? row.journey_id : null))).filter((id) =>
      journeyById.has(id),
    ),
  );
  const documents = new Map<string, unknown>(
    documentRows.map((row) => [row.journeyId, row.document]),
  );
  const keys = rows.flatMap((row) =>
    candidatePictures(
      row,
      row.journey_id ? (journeyById.get(row.journey_id) ?? null) : null,
      documents,
    ).map((picture) => keyOfFileUrl(picture.url)),
  );
  return {
    actors: new Map(actors.map((actor) => [actor.id, actor])),
    journeys: journeyById,
    projects: new Map(projects.map((project) => [project.id, project])),
    engagement: new Map(engagement.map((row) => [row.activity_id, row])),
    documents,
    storedKeys: await storedKeys(tx, unique(keys)),
  };
}

/** GET /api/timeline: one page of the tab, newest first. Visitors may read `everyone` only. */
export async function timelinePage(
  db: AppDatabase,
  viewerId: string | null,
  query: TimelineQuery,
): Promise<TimelinePage> {
  if (viewerId === null && query.tab !== 'everyone') {
    throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  }
  const filter: TimelineFilter = {
    after: decodeCursor(query.cursor, cursorValues.instant),
    verb: query.kind,
    category: query.category,
    take: query.limit + 1,
  };
  return withUser(db, viewerId, async (tx) => {
    const rows =
      query.tab === 'everyone' || viewerId === null
        ? await publicRows(tx, filter)
        : query.tab === 'mine'
          ? await ownRows(tx, viewerId, filter)
          : await followingRows(tx, filter);
    const more = rows.length > query.limit;
    const pageRows = more ? rows.slice(0, query.limit) : rows;
    const objects = await objectsOf(tx, pageRows, viewerId);
    const last = pageRows.at(-1);
    return {
      items: pageRows.flatMap((row) => presentItem(row, objects) ?? []),
      nextCursor: more && last ? encodeCursor([instantOf(last.created_at), last.id]) : null,
    };
  });
}
