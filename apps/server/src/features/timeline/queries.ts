import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
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

function conditions({ after, verb, category }: TimelineFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (after) parts.push(sql`(a.created_at, a.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  if (verb) parts.push(sql`a.verb = ${verb}`);
  if (category) {
    parts.push(
      sql`exists (select 1 from journeys j where j.id = a.journey_id and j.category = ${category})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const newestFirst = sql`order by a.created_at desc, a.id desc`;

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
    const result = await tx.execute<
      ActivityRow & { candidate_id: string; candidate_at: string }
    >(sql`
      select c.id as candidate_id, c.created_at as candidate_at, ${columns}
      from app.following_timeline_candidates(
        ${want}::int, ${after?.[0] ?? null}::timestamptz, ${after?.[1] ?? null}::uuid,
        ${filter.verb ?? null}::text, ${filter.category ?? null}::text) c
      left join activities a on a.id = c.id
      order by c.created_at desc, c.id desc`);
    rows.push(...result.rows.filter((row) => row.id !== null));
    const last = result.rows.at(-1);
    if (result.rows.length < want || rows.length >= filter.take || !last) return rows;
    after = [new Date(last.candidate_at).toISOString(), last.candidate_id];
  }
}

export async function ownRows(
  tx: AppTransaction,
  viewerId: string,
  filter: TimelineFilter,
): Promise<ActivityRow[]> {
  const result = await tx.execute<ActivityRow>(sql`
    select ${columns} from activities a
    where a.actor_id = ${viewerId} and ${conditions(filter)}
    ${newestFirst}
    limit ${filter.take}`);
  return result.rows;
}

/** Everyone's public events, through the partial (created_at desc, id desc) index. */
export async function publicRows(
  tx: AppTransaction,
  filter: TimelineFilter,
): Promise<ActivityRow[]> {
  const result = await tx.execute<ActivityRow>(sql`
    select ${columns} from activities a
    where a.visibility = 'public' and ${conditions(filter)}
    ${newestFirst}
    limit ${filter.take}`);
  return result.rows;
}

/** Actors of visible events: the activities policy already required their profile readable. */
export function findActors(tx: AppTransaction, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: profiles.id,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
}

export function findJourneys(tx: AppTransaction, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: journeys.id,
      title: journeys.title,
      category: journeys.category,
      status: journeys.status,
      progress: journeys.progress,
      coverImageUrl: journeys.coverImageUrl,
    })
    .from(journeys)
    .where(inArray(journeys.id, ids));
}

/**
 * The documents of journeys the viewer may see (their policy follows the journey's), for the
 * pictures under completed steps.
 */
export function findDocuments(tx: AppTransaction, journeyIds: string[]) {
  if (journeyIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ journeyId: journeyDocuments.journeyId, document: journeyDocuments.document })
    .from(journeyDocuments)
    .where(inArray(journeyDocuments.journeyId, journeyIds));
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

export function findProjects(tx: AppTransaction, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: projects.id, title: projects.title, icon: projects.icon, color: projects.color })
    .from(projects)
    .where(inArray(projects.id, ids));
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
