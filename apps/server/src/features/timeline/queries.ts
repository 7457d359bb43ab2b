import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { compiledSelect, compiledStatement, type Placeholders } from '@/db/compiled-query';
import { uuidArrayLiteral } from '@/db/uuid-array';
import { uploads } from '@/db/tables/files';
import { journeyDocuments, journeys } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';
import { projects } from '@/db/tables/projects';

// Every function here runs under withUser(): the activities policy decides what the viewer
// may see (drizzle/policies/activities.sql); these queries only choose and order.

export interface TimelineFilter {
  /** The last row of the previous page: (created_at, id). */
  after: [string, string] | null;
  verb: string | undefined;
  category: string | undefined;
  /** One row more than the page, to know whether another follows. */
  take: number;
}

export type ActivityRow = {
  id: string;
  actor_id: string;
  verb: string;
  object_type: string;
  object_id: string;
  journey_id: string | null;
  data: Record<string, unknown>;
  created_at: string | Date;
};

const columns = sql`a.id, a.actor_id, a.verb, a.object_type, a.object_id, a.journey_id, a.data, a.created_at`;

/** A page's values; which filters are present decides the statement's shape. */
type PageValues = {
  viewerId: string;
  afterAt: string;
  afterId: string;
  verb: string;
  category: string;
  take: number;
};
type PagePlaceholders = Placeholders<PageValues>;
interface PageShape {
  after: boolean;
  verb: boolean;
  category: boolean;
}

function conditions(p: PagePlaceholders, { after, verb, category }: PageShape): SQL {
  const parts: SQL[] = [sql`true`];
  if (after)
    parts.push(sql`(a.created_at, a.id) < (${p.afterAt}::timestamptz, ${p.afterId}::uuid)`);
  if (verb) parts.push(sql`a.verb = ${p.verb}`);
  if (category) {
    parts.push(
      sql`exists (select 1 from journeys j where j.id = a.journey_id and j.category = ${p.category})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const newestFirst = sql`order by a.created_at desc, a.id desc`;

const shapeOf = ({ after, verb, category }: TimelineFilter): PageShape => ({
  after: after !== null,
  verb: verb !== undefined,
  category: category !== undefined,
});
const valuesOf = (viewerId: string, filter: TimelineFilter): PageValues => ({
  viewerId,
  afterAt: filter.after?.[0] ?? '',
  afterId: filter.after?.[1] ?? '',
  verb: filter.verb ?? '',
  category: filter.category ?? '',
  take: filter.take,
});

/** One statement per shape (8 at most), each built once (db/compiled-query.ts). */
function byShape(build: (p: PagePlaceholders, shape: PageShape) => SQL) {
  const built = new Map<
    string,
    (tx: AppTransaction, values: PageValues) => Promise<ActivityRow[]>
  >();
  return (tx: AppTransaction, viewerId: string, filter: TimelineFilter) => {
    const shape = shapeOf(filter);
    const key = `${shape.after}${shape.verb}${shape.category}`;
    let statement = built.get(key);
    if (!statement) {
      statement = compiledStatement<PageValues, ActivityRow>()((p) => build(p, shape));
      built.set(key, statement);
    }
    return statement(tx, valuesOf(viewerId, filter));
  };
}

type CandidateRow = ActivityRow & { candidate_id: string; candidate_at: string };
const followingCandidates = compiledStatement<
  {
    want: number;
    afterAt: string | null;
    afterId: string | null;
    verb: string | null;
    category: string | null;
  },
  CandidateRow
>()(
  (p) => sql`
      select c.id as candidate_id, c.created_at as candidate_at, ${columns}
      from app.following_timeline_candidates(
        ${p.want}::int, ${p.afterAt}::timestamptz, ${p.afterId}::uuid,
        ${p.verb}::text, ${p.category}::text) c
      left join activities a on a.id = c.id
      order by c.created_at desc, c.id desc`,
);

/**
 * Following: fan-out on read in two steps. app.following_timeline_candidates() (a definer
 * function, drizzle/policies/_functions.sql) walks each followee's (actor_id, created_at desc,
 * id desc) index for the newest ids, bounded by the followees' newest heads on the first page;
 * then these rows are read here, as the viewer, through the activities policy, which has the
 * last word. A viewer who follows 1,000 people never has the policy run over their whole
 * history (docs/ARCHITECTURE.md, "Timeline").
 */
export async function followingRows(
  tx: AppTransaction,
  filter: TimelineFilter,
): Promise<ActivityRow[]> {
  const rows: ActivityRow[] = [];
  let after = filter.after;
  // Rarely more than once: only when the policy drops candidates (a journey made private or
  // deleted since its events, a profile that went followers-only to someone not following).
  for (;;) {
    const want = filter.take - rows.length;
    const candidates = await followingCandidates(tx, {
      want,
      afterAt: after?.[0] ?? null,
      afterId: after?.[1] ?? null,
      verb: filter.verb ?? null,
      category: filter.category ?? null,
    });
    rows.push(...candidates.filter((row) => row.id !== null));
    const last = candidates.at(-1);
    if (candidates.length < want || rows.length >= filter.take || !last) return rows;
    after = [new Date(last.candidate_at).toISOString(), last.candidate_id];
  }
}

const ownPage = byShape(
  (p, shape) => sql`
    select ${columns} from activities a
    where a.actor_id = ${p.viewerId} and ${conditions(p, shape)}
    ${newestFirst}
    limit ${p.take}`,
);

export function ownRows(
  tx: AppTransaction,
  viewerId: string,
  filter: TimelineFilter,
): Promise<ActivityRow[]> {
  return ownPage(tx, viewerId, filter);
}

const publicPage = byShape(
  (p, shape) => sql`
    select ${columns} from activities a
    where a.visibility = 'public' and ${conditions(p, shape)}
    ${newestFirst}
    limit ${p.take}`,
);

/** Everyone's public events, through the partial (created_at desc, id desc) index. */
export function publicRows(tx: AppTransaction, filter: TimelineFilter): Promise<ActivityRow[]> {
  return publicPage(tx, '', filter);
}

const actorsByIds = compiledSelect<{ ids: string }>()((tx, p) =>
  tx
    .select({
      id: profiles.id,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(sql`${profiles.id} = any(${p.ids}::uuid[])`),
);

/** Actors of visible events: the activities policy already required their profile readable. */
export function findActors(tx: AppTransaction, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return actorsByIds(tx, { ids: uuidArrayLiteral(ids) });
}

const journeysByIds = compiledSelect<{ ids: string }>()((tx, p) =>
  tx
    .select({
      id: journeys.id,
      title: journeys.title,
      category: journeys.category,
      status: journeys.status,
      progress: journeys.progress,
      coverImageUrl: journeys.coverImageUrl,
    })
    .from(journeys)
    .where(sql`${journeys.id} = any(${p.ids}::uuid[])`),
);

export function findJourneys(tx: AppTransaction, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return journeysByIds(tx, { ids: uuidArrayLiteral(ids) });
}

const documentsByJourneys = compiledSelect<{ ids: string }>()((tx, p) =>
  tx
    .select({ journeyId: journeyDocuments.journeyId, document: journeyDocuments.document })
    .from(journeyDocuments)
    .where(sql`${journeyDocuments.journeyId} = any(${p.ids}::uuid[])`),
);

/**
 * The documents of journeys the viewer may see (their policy follows the journey's), for the
 * pictures under completed steps.
 */
export function findDocuments(tx: AppTransaction, journeyIds: string[]) {
  if (journeyIds.length === 0) return Promise.resolve([]);
  return documentsByJourneys(tx, { ids: uuidArrayLiteral(journeyIds) });
}

/**
 * Which of these file keys are still stored: a picture removed since (a cover replaced, an
 * image whose upload went with its account) is left off the card instead of showing broken.
 */
export async function storedKeys(tx: AppTransaction, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}

const projectsByIds = compiledSelect<{ ids: string }>()((tx, p) =>
  tx
    .select({ id: projects.id, title: projects.title, icon: projects.icon, color: projects.color })
    .from(projects)
    .where(sql`${projects.id} = any(${p.ids}::uuid[])`),
);

export function findProjects(tx: AppTransaction, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return projectsByIds(tx, { ids: uuidArrayLiteral(ids) });
}

/**
 * Who follows `actorId` (accepted), for the live "N new" hint: read as the server, after the
 * actor's change committed; at most `limit` of them (the rest keep polling).
 */
export async function acceptedFollowerIds(
  db: AppDatabase,
  actorId: string,
  limit: number,
): Promise<string[]> {
  const result = await db.execute<{ follower_id: string }>(sql`
    select follower_id from followers
    where user_id = ${actorId} and status = 'accepted'
    limit ${limit}`);
  return result.rows.map((row) => row.follower_id);
}
