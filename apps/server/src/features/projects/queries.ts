import { and, asc, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProjectSort } from '@waymark/shared/journeys/list-contracts';
import type { AppTransaction } from '@/db/client';
import { cursorValues, decodeCursor, type CursorKey } from '@/lib/keyset-cursor';
import { journeys } from '@/db/tables/journeys';
import { projects } from '@/db/tables/projects';

export type ProjectRecord = typeof projects.$inferSelect;
export interface ProjectRow {
  project: ProjectRecord;
  journeyCount: number;
  stepCount: number;
  completedStepCount: number;
}

// Over the project's live journeys the viewer may see (RLS applies inside the subquery).
// Written out in SQL: the subquery's own alias keeps "id" from meaning the journey's id.
const totals = sql<{ j: number; s: number; c: number }>`(
  select json_build_object('j', count(*)::int, 's', coalesce(sum(j.step_count), 0)::int,
    'c', coalesce(sum(j.completed_step_count), 0)::int)
  from journeys j where j.project_id = "projects"."id" and j.deleted_at is null)`;

export function selectProjects(tx: AppTransaction) {
  return tx.select({ project: projects, totals }).from(projects);
}

const toRow = (row: { project: ProjectRecord; totals: { j: number; s: number; c: number } }) => {
  // PGlite hands json back parsed, node-postgres too; a string would be a driver change.
  const t =
    typeof row.totals === 'string' ? (JSON.parse(row.totals) as typeof row.totals) : row.totals;
  return { project: row.project, journeyCount: t.j, stepCount: t.s, completedStepCount: t.c };
};

export async function findVisibleProject(
  tx: AppTransaction,
  id: string,
): Promise<ProjectRow | null> {
  const [row] = await selectProjects(tx).where(eq(projects.id, id));
  return row ? toRow(row) : null;
}

export async function lockOwnProject(tx: AppTransaction, id: string, ownerId: string) {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .for('update');
  return row ?? null;
}

const sorts: Record<
  ProjectSort,
  {
    order: SQL[];
    key: (p: ProjectRecord) => CursorKey;
    value: z.ZodType<string>;
    after: (v: string, id: string) => SQL;
  }
> = {
  updated: {
    order: [desc(projects.updatedAt), desc(projects.id)],
    key: (p) => [p.updatedAt.toISOString(), p.id],
    value: cursorValues.instant,
    after: (v, id) =>
      sql`(${projects.updatedAt}, ${projects.id}) < (${v}::timestamptz, ${id}::uuid)`,
  },
  created: {
    order: [desc(projects.createdAt), desc(projects.id)],
    key: (p) => [p.createdAt.toISOString(), p.id],
    value: cursorValues.instant,
    after: (v, id) =>
      sql`(${projects.createdAt}, ${projects.id}) < (${v}::timestamptz, ${id}::uuid)`,
  },
  title: {
    order: [asc(sql`lower(${projects.title})`), asc(projects.id)],
    key: (p) => [p.title.toLowerCase(), p.id],
    value: cursorValues.text,
    after: (v, id) => sql`(lower(${projects.title}), ${projects.id}) > (${v}, ${id}::uuid)`,
  },
};

export interface ProjectListFilter {
  ownerId: string;
  q?: string;
  status?: string;
  visibility?: string;
  sort: ProjectSort;
  cursor?: string;
  limit: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProjectRows(tx: AppTransaction, filter: ProjectListFilter) {
  const sort = sorts[filter.sort];
  const after = decodeCursor(filter.cursor, sort.value);
  const rows = await selectProjects(tx)
    .where(
      and(
        eq(projects.ownerId, filter.ownerId),
        filter.status ? eq(projects.status, filter.status) : ne(projects.status, 'archived'),
        filter.visibility ? eq(projects.visibility, filter.visibility) : undefined,
        filter.q ? ilike(projects.title, likePattern(filter.q)) : undefined,
        after ? sort.after(after[0], after[1]) : undefined,
      ),
    )
    .orderBy(...sort.order)
    .limit(filter.limit + 1);
  return { rows: rows.map(toRow), keyOf: (row: ProjectRow) => sort.key(row.project) };
}

export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectFields = Partial<Omit<NewProjectRow, 'id' | 'ownerId' | 'version'>>;

export async function insertProject(
  tx: AppTransaction,
  values: NewProjectRow,
): Promise<ProjectRecord> {
  const [project] = await tx.insert(projects).values(values).returning();
  if (!project) throw new Error('Inserting a project returned no row');
  return project;
}

/** The given fields and a version bump. */
export async function updateProjectRow(tx: AppTransaction, id: string, fields: ProjectFields) {
  await tx
    .update(projects)
    .set({ ...fields, version: sql`${projects.version} + 1` })
    .where(eq(projects.id, id));
}

/** Whether a project of the owner was deleted. */
export async function deleteOwnProject(
  tx: AppTransaction,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .returning({ id: projects.id });
  return deleted.length > 0;
}

/** The owner's projects by title, for the workspace tree. */
export async function listOwnProjectsByTitle(tx: AppTransaction, ownerId: string) {
  return tx
    .select()
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .orderBy(asc(sql`lower(${projects.title})`), asc(projects.id));
}

/** The owner's live journeys by title, with what the workspace tree shows of each. */
export async function listOwnJourneyLeaves(tx: AppTransaction, ownerId: string) {
  return tx
    .select({
      id: journeys.id,
      title: journeys.title,
      status: journeys.status,
      progress: journeys.progress,
      projectId: journeys.projectId,
      stepCount: journeys.stepCount,
      completedStepCount: journeys.completedStepCount,
    })
    .from(journeys)
    .where(and(eq(journeys.ownerId, ownerId), isNull(journeys.deletedAt)))
    .orderBy(asc(sql`lower(${journeys.title})`), asc(journeys.id));
}
