import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { dataExports } from '@/db/tables/data-exports';

export type DataExportRow = typeof dataExports.$inferSelect;

// The owner's requests (withUser): row-level security keeps each person to their own archives.

export function listDataExports(tx: AppTransaction, limit: number): Promise<DataExportRow[]> {
  return tx
    .select()
    .from(dataExports)
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function insertDataExport(
  tx: AppTransaction,
  userId: string,
  kind: 'export' | 'backup',
): Promise<DataExportRow> {
  const [row] = await tx.insert(dataExports).values({ userId, kind }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An export of the caller's still being built: one at a time is enough. */
export async function findUnfinishedExport(tx: AppTransaction): Promise<DataExportRow | undefined> {
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.kind, 'export'), sql`${dataExports.status} in ('queued', 'running')`))
    .limit(1);
  return row;
}

// Below: the export job, as the server's own role. Every query names whose rows it reads.

export async function findDataExport(
  db: AppDatabase,
  id: string,
): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function setExportProgress(
  db: AppDatabase,
  id: string,
  changes: Partial<typeof dataExports.$inferInsert>,
): Promise<void> {
  await db.update(dataExports).set(changes).where(eq(dataExports.id, id));
}

/** Archives of a kind beyond the newest `keep` ready ones of a person: to delete. */
export async function olderArchives(
  db: AppDatabase,
  userId: string,
  kind: 'export' | 'backup',
  keep: number,
): Promise<DataExportRow[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.kind, kind)))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id));
  return rows.slice(keep);
}

export async function deleteDataExport(db: AppDatabase, id: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}

type Row = Record<string, unknown>;

const rowsOf = async (db: AppDatabase, query: ReturnType<typeof sql>) =>
  (await db.execute<Row>(query)).rows;

/** Everything `userId` owns, as stored (column names as in the database: docs/EXPORT.md). */
export async function ownedData(db: AppDatabase, userId: string) {
  const [profile] = await rowsOf(
    db,
    sql`select p.id, p.username, p.full_name, p.bio, p.location, p.website, p.language,
          p.visibility, p.avatar_url, p.created_at, u.email
        from profiles p join users u on u.id = p.id where p.id = ${userId}`,
  );
  const [settings] = await rowsOf(db, sql`select * from user_settings where user_id = ${userId}`);
  return {
    profile: profile ?? null,
    settings: settings ?? null,
    projects: await rowsOf(
      db,
      sql`select id, title, description, icon, color, status, visibility, created_at, updated_at
          from projects where owner_id = ${userId} order by created_at, id`,
    ),
    journeys: await rowsOf(
      db,
      sql`select id, project_id, title, description, category, visibility, status, cover_image_url,
            start_date::text as start_date, target_date::text as target_date, completed_at,
            step_count, completed_step_count, forked_from_id, deleted_at, created_at, updated_at,
            target_value::float8 as target_value, target_unit
          from journeys where owner_id = ${userId} order by created_at, id`,
    ),
    steps: await rowsOf(
      db,
      sql`select id, journey_id, position, title, notes, due_date::text as due_date, completed_at,
            schedule_times, schedule_per, created_at, updated_at
          from journey_steps where owner_id = ${userId} order by journey_id, position`,
    ),
    // The history of the owner's journeys (issue 34): check-ins of its habits, amounts logged,
    // pauses, whoever made them.
    checkins: await rowsOf(
      db,
      sql`select c.step_id, c.occurred_on::text as occurred_on, c.created_at
          from step_checkins c join journeys j on j.id = c.journey_id
          where j.owner_id = ${userId} order by c.step_id, c.occurred_on, c.created_at`,
    ),
    entries: await rowsOf(
      db,
      sql`select e.id, e.journey_id, e.amount::float8 as amount, e.note,
            e.occurred_on::text as occurred_on, e.created_at
          from journey_entries e join journeys j on j.id = e.journey_id
          where j.owner_id = ${userId} order by e.journey_id, e.occurred_on, e.created_at, e.id`,
    ),
    pauses: await rowsOf(
      db,
      sql`select p.id, p.journey_id, p.from_on::text as from_on, p.until_on::text as until_on,
            p.reason, p.created_at
          from journey_pauses p join journeys j on j.id = p.journey_id
          where j.owner_id = ${userId} order by p.journey_id, p.from_on, p.id`,
    ),
    // Who each of the owner's journeys is shared with (issue 34), by username and role.
    collaborators: await rowsOf(
      db,
      sql`select c.journey_id, p.username, c.role, c.created_at
          from journey_collaborators c
          join journeys j on j.id = c.journey_id
          join profiles p on p.id = c.user_id
          where j.owner_id = ${userId} order by c.journey_id, c.created_at, p.username`,
    ),
    documents: await rowsOf(
      db,
      sql`select journey_id, document, version, updated_at
          from journey_documents where owner_id = ${userId} order by journey_id`,
    ),
    activities: await rowsOf(
      db,
      sql`select id, verb, object_type, object_id, journey_id, visibility, data, created_at
          from activities where actor_id = ${userId} order by created_at, id`,
    ),
    following: await rowsOf(
      db,
      sql`select f.user_id as profile_id, p.username, f.status, f.created_at
          from followers f join profiles p on p.id = f.user_id
          where f.follower_id = ${userId} order by f.created_at`,
    ),
    followers: await rowsOf(
      db,
      sql`select f.follower_id as profile_id, p.username, f.status, f.created_at
          from followers f join profiles p on p.id = f.follower_id
          where f.user_id = ${userId} order by f.created_at`,
    ),
    comments: await rowsOf(
      db,
      sql`select id, activity_id, body, created_at from activity_comments
          where author_id = ${userId} order by created_at, id`,
    ),
    // What they wrote in chat; deleted messages are gone for them too (shown as deleted).
    messagesSent: await rowsOf(
      db,
      sql`select id, conversation_id, body, reply_to_id, attachment_url, created_at, edited_at
          from messages where sender_id = ${userId} and deleted_at is null
          order by created_at, id`,
    ),
    uploads: await rowsOf(
      db,
      sql`select storage_key, purpose, content_type, byte_size, created_at
          from uploads where user_id = ${userId} order by created_at`,
    ),
  };
}
export type OwnedData = Awaited<ReturnType<typeof ownedData>>;

/** People whose weekly backup is due: those with a subscription row (access is checked after). */
export async function backupCandidates(db: AppDatabase): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select distinct user_id from subscriptions where status in ('active', 'trialing', 'past_due')`,
  );
  return rows.map((row) => String(row.user_id));
}
