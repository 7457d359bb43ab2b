import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { journeys } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';
import { projects } from '@/db/tables/projects';
import { notBlockedWithViewer } from '@/features/social/block-rule-service';

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
 * Following: fan-out on read. The followee set is filtered first (accepted follows minus
 * blocks both ways; the policy drops mutes), then each followee's newest rows come from their
 * (actor_id, created_at desc, id desc) index scan, and the top of all of them is the page:
 * a viewer who follows 1,000 people never scans their whole history (docs/ARCHITECTURE.md, "Timeline").
 */
export async function followingRows(
  tx: AppTransaction,
  viewerId: string,
  filter: TimelineFilter,
): Promise<ActivityRow[]> {
  const result = await tx.execute<ActivityRow>(sql`
    with actors as (
      select f.user_id as actor_id from followers f
      where f.follower_id = ${viewerId} and f.status = 'accepted'
        and ${notBlockedWithViewer(sql`f.user_id`)}
      union all
      select ${viewerId}::uuid
    )
    select a.* from actors
    cross join lateral (
      select ${columns} from activities a
      where a.actor_id = actors.actor_id and ${conditions(filter)}
      ${newestFirst}
      limit ${filter.take}
    ) a
    ${newestFirst}
    limit ${filter.take}`);
  return result.rows;
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
    })
    .from(journeys)
    .where(inArray(journeys.id, ids));
}

export function findProjects(tx: AppTransaction, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: projects.id, title: projects.title, icon: projects.icon, color: projects.color })
    .from(projects)
    .where(inArray(projects.id, ids));
}
