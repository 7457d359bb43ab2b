import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Visibility } from '@waymark/shared/journeys/common-contracts';
import type { JourneySort } from '@waymark/shared/journeys/list-contracts';
import {
  journeyRoleSchema,
  type JourneyRole,
} from '@waymark/shared/journeys/collaborators/contracts';
import type { AppTransaction } from '@/db/client';
import { compiledSelect } from '@/db/compiled-query';
import { cursorValues, decodeCursor, type CursorKey } from '@/lib/keyset-cursor';
import type { JourneyRecord, JourneyRow } from '@/capabilities/journey-cards/presenter';
import { selectJourneys } from '@/capabilities/journey-cards/queries';
import { journeys } from '@/db/tables/journeys';
import { userSettings } from '@/db/tables/settings';

const visibleJourney = compiledSelect<{ id: string }>()((tx, p) =>
  selectJourneys(tx)
    .where(and(eq(journeys.id, p.id), isNull(journeys.deletedAt)))
    .limit(1),
);

/** A live journey the viewer may see (RLS decides), or null. */
export async function findVisibleJourney(
  tx: AppTransaction,
  id: string,
): Promise<JourneyRow | null> {
  const [row] = await visibleJourney(tx, { id });
  return row ?? null;
}

/**
 * One of the caller's live journeys, locked until the transaction ends so step writes that
 * recount it run one after the other. FOR UPDATE also needs the UPDATE policy: others' rows
 * never come back.
 */
export async function lockOwnJourney(
  tx: AppTransaction,
  id: string,
  ownerId: string,
  { deleted = false } = {},
): Promise<JourneyRecord | null> {
  const [row] = await tx
    .select()
    .from(journeys)
    .where(
      and(
        eq(journeys.id, id),
        eq(journeys.ownerId, ownerId),
        deleted ? sql`${journeys.deletedAt} is not null` : isNull(journeys.deletedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * A live journey the caller may change the content of (its owner or an editor: the UPDATE
 * policy, which FOR UPDATE needs, lets no one else's row come back), locked like
 * lockOwnJourney.
 */
export async function lockEditableJourney(
  tx: AppTransaction,
  id: string,
): Promise<JourneyRecord | null> {
  const [row] = await tx
    .select()
    .from(journeys)
    .where(and(eq(journeys.id, id), isNull(journeys.deletedAt)))
    .for('update');
  return row ?? null;
}

const journeyRoleResult = z.object({ role: journeyRoleSchema.nullable() });

/** The caller's part in a journey (app.journey_role()): owner, editor, viewer or null. */
export async function journeyRoleOf(tx: AppTransaction, id: string): Promise<JourneyRole | null> {
  const result = await tx.execute(sql`select app.journey_role(${id}::uuid) as role`);
  return journeyRoleResult.parse(result.rows[0] ?? { role: null }).role;
}

/**
 * `column desc, id desc` as the list indexes store it (drizzle/0008: `DESC NULLS LAST`). Plain
 * `desc` means NULLS FIRST, which those indexes cannot serve even on NOT NULL columns: the
 * planner then read every journey of the owner and sorted them for a page of 20.
 */
const descending = (column: AnyPgColumn): SQL[] => [
  sql`${column} desc nulls last`,
  sql`${journeys.id} desc nulls last`,
];

/** How each sort orders rows, what its cursor holds, and the keyset condition after a cursor. */
const sorts: Record<
  JourneySort,
  {
    order: SQL[];
    key: (journey: JourneyRecord) => CursorKey;
    value: z.ZodType<string | number>;
    /** The keyset condition, with the cursor's value and id as placeholders. */
    after: (value: SQLWrapper, id: SQLWrapper) => SQL;
  }
> = {
  updated: {
    order: descending(journeys.updatedAt),
    key: (j) => [j.updatedAt.toISOString(), j.id],
    value: cursorValues.instant,
    after: (v, id) =>
      sql`(${journeys.updatedAt}, ${journeys.id}) < (${v}::timestamptz, ${id}::uuid)`,
  },
  created: {
    order: descending(journeys.createdAt),
    key: (j) => [j.createdAt.toISOString(), j.id],
    value: cursorValues.instant,
    after: (v, id) =>
      sql`(${journeys.createdAt}, ${journeys.id}) < (${v}::timestamptz, ${id}::uuid)`,
  },
  title: {
    order: [asc(sql`lower(${journeys.title})`), asc(journeys.id)],
    key: (j) => [j.title.toLowerCase(), j.id],
    value: cursorValues.text,
    after: (v, id) => sql`(lower(${journeys.title}), ${journeys.id}) > (${v}, ${id}::uuid)`,
  },
  progress: {
    order: descending(journeys.progress),
    key: (j) => [j.progress, j.id],
    value: cursorValues.int4,
    after: (v, id) => sql`(${journeys.progress}, ${journeys.id}) < (${v}::int, ${id}::uuid)`,
  },
  targetDate: {
    order: [asc(sql`coalesce(${journeys.targetDate}, '9999-12-31'::date)`), asc(journeys.id)],
    key: (j) => [j.targetDate ?? '9999-12-31', j.id],
    value: cursorValues.date,
    after: (v, id) =>
      sql`(coalesce(${journeys.targetDate}, '9999-12-31'::date), ${journeys.id}) > (${v}::date, ${id}::uuid)`,
  },
};

export interface JourneyListFilter {
  ownerId?: string;
  projectId?: string;
  q?: string;
  status?: string;
  category?: string;
  visibility?: string;
  sort: JourneySort;
  cursor?: string;
  limit: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The values of one list query; which of them are present decides the query's shape. */
type ListValues = {
  ownerId: string;
  projectId: string;
  status: string;
  category: string;
  visibility: string;
  pattern: string;
  after: string | number;
  afterId: string;
  limit: number;
};
type ListShape = { sort: JourneySort } & Record<
  'ownerId' | 'projectId' | 'status' | 'category' | 'visibility' | 'q' | 'after',
  boolean
>;

const listQuery = (shape: ListShape) =>
  compiledSelect<ListValues>()((tx, p) =>
    selectJourneys(tx)
      .where(
        and(
          isNull(journeys.deletedAt),
          shape.ownerId ? eq(journeys.ownerId, p.ownerId) : undefined,
          shape.projectId ? eq(journeys.projectId, p.projectId) : undefined,
          shape.status ? eq(journeys.status, p.status) : ne(journeys.status, 'archived'),
          shape.category ? eq(journeys.category, p.category) : undefined,
          shape.visibility ? eq(journeys.visibility, p.visibility) : undefined,
          shape.q ? ilike(journeys.title, p.pattern) : undefined,
          shape.after ? sorts[shape.sort].after(p.after, p.afterId) : undefined,
        ),
      )
      .orderBy(...sorts[shape.sort].order)
      .limit(p.limit),
  );
/** One built query per shape: at most 5 sorts × 2⁷ filter sets, in practice a handful. */
const listQueries = new Map<string, ReturnType<typeof listQuery>>();

/** One page (plus one row) of live journeys in keyset order; RLS keeps out what the viewer may not see. */
export async function listJourneyRows(tx: AppTransaction, filter: JourneyListFilter) {
  const sort = sorts[filter.sort];
  const after = decodeCursor(filter.cursor, sort.value);
  const shape: ListShape = {
    sort: filter.sort,
    ownerId: Boolean(filter.ownerId),
    projectId: Boolean(filter.projectId),
    status: Boolean(filter.status),
    category: Boolean(filter.category),
    visibility: Boolean(filter.visibility),
    q: Boolean(filter.q),
    after: Boolean(after),
  };
  const key = JSON.stringify(shape);
  let query = listQueries.get(key);
  if (!query) listQueries.set(key, (query = listQuery(shape)));
  const rows = await query(tx, {
    ownerId: filter.ownerId ?? '',
    projectId: filter.projectId ?? '',
    status: filter.status ?? '',
    category: filter.category ?? '',
    visibility: filter.visibility ?? '',
    pattern: filter.q ? likePattern(filter.q) : '',
    after: after?.[0] ?? '',
    afterId: after?.[1] ?? '',
    limit: filter.limit + 1,
  });
  return { rows, keyOf: (row: JourneyRow) => sort.key(row.journey) };
}

export type NewJourneyRow = typeof journeys.$inferInsert;
export type JourneyFields = Partial<Omit<NewJourneyRow, 'id' | 'ownerId' | 'version'>>;

export async function insertJourney(
  tx: AppTransaction,
  values: NewJourneyRow,
): Promise<JourneyRecord> {
  const [journey] = await tx.insert(journeys).values(values).returning();
  if (!journey) throw new Error('Inserting a journey returned no row');
  return journey;
}

/**
 * Writes the given fields; with `bumpVersion` (the owner's edits) the version moves on too,
 * while counters and covers kept by the server leave it alone. Null when the row is gone.
 */
export async function updateJourneyRow(
  tx: AppTransaction,
  id: string,
  fields: JourneyFields,
  { bumpVersion = false } = {},
): Promise<JourneyRecord | null> {
  const [updated] = await tx
    .update(journeys)
    .set({ ...fields, ...(bumpVersion && { version: sql`${journeys.version} + 1` }) })
    .where(eq(journeys.id, id))
    .returning();
  return updated ?? null;
}

/**
 * Journeys of anyone soft-deleted before `before` (their restore window is over), oldest
 * deletion first, after `after`. Runs as the server's role (the purge job has no caller).
 */
export async function listExpiredDeletedJourneys(
  tx: AppTransaction,
  before: Date,
  after: { deletedAt: Date; id: string } | null,
  limit: number,
) {
  return tx
    .select({ id: journeys.id, ownerId: journeys.ownerId, deletedAt: journeys.deletedAt })
    .from(journeys)
    .where(
      and(
        lt(journeys.deletedAt, before),
        after
          ? sql`(${journeys.deletedAt}, ${journeys.id}) > (${after.deletedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(journeys.deletedAt), asc(journeys.id))
    .limit(limit);
}

/**
 * One page (plus one row) of the owner's deleted journeys deleted at or after `since`,
 * newest deletion first.
 */
export async function listDeletedJourneyRows(
  tx: AppTransaction,
  filter: { ownerId: string; since: Date; cursor?: string; limit: number },
) {
  const after = decodeCursor(filter.cursor, cursorValues.instant);
  const rows = await selectJourneys(tx)
    .where(
      and(
        eq(journeys.ownerId, filter.ownerId),
        gte(journeys.deletedAt, filter.since),
        after
          ? sql`(${journeys.deletedAt}, ${journeys.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(journeys.deletedAt), desc(journeys.id))
    .limit(filter.limit + 1);
  return {
    rows,
    keyOf: (row: JourneyRow): CursorKey => [row.journey.deletedAt!.toISOString(), row.journey.id],
  };
}

/** Hard-deletes one journey (steps and document go with it); whether a row went. */
export async function deleteJourneyRow(tx: AppTransaction, id: string): Promise<boolean> {
  const rows = await tx.delete(journeys).where(eq(journeys.id, id)).returning({ id: journeys.id });
  return rows.length > 0;
}

/** The visibility new journeys of this person get: their setting, else private. */
export async function defaultVisibility(tx: AppTransaction, userId: string): Promise<Visibility> {
  const [row] = await tx
    .select({ visibility: userSettings.defaultJourneyVisibility })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return (row?.visibility as Visibility | undefined) ?? 'private';
}
