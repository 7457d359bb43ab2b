import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  Project,
  ProjectCreate,
  ProjectListQuery,
  ProjectPage,
  ProjectTree,
  ProjectUpdate,
  TreeJourney,
  Visibility,
} from '@waymark/shared/journeys/contracts';
import { progressPercent } from '@waymark/shared/journeys/progress';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { recordActivity } from '@/features/activities/record';
import { toPage } from '@/features/journeys/cursor';
import { projectNotFound, staleVersion } from '@/features/journeys/errors';
import { journeys } from '@/features/journeys/schema';
import { presentProject } from '@/features/projects/presenter';
import { findVisibleProject, listProjectRows, lockOwnProject } from '@/features/projects/queries';
import { projects } from '@/features/projects/schema';

type ListQuery = Omit<ProjectListQuery, 'limit' | 'sort'> & {
  limit: number;
  sort: NonNullable<ProjectListQuery['sort']>;
};

export async function listProjects(
  db: AppDatabase,
  userId: string,
  query: ListQuery,
): Promise<ProjectPage> {
  return withUser(db, userId, async (tx) => {
    const { rows, keyOf } = await listProjectRows(tx, { ...query, ownerId: userId });
    return toPage(rows, query.limit, (row) => presentProject(row, userId), keyOf);
  });
}

export async function getProject(
  db: AppDatabase,
  viewerId: string | null,
  id: string,
): Promise<Project> {
  return withUser(db, viewerId, async (tx) => {
    const row = await findVisibleProject(tx, id);
    if (!row) throw projectNotFound();
    return presentProject(row, viewerId);
  });
}

export async function createProject(
  db: AppDatabase,
  userId: string,
  input: ProjectCreate,
): Promise<Project> {
  return withUser(db, userId, async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({ ...input, ownerId: userId })
      .returning();
    if (!project) throw new Error('Inserting a project returned no row');
    await recordActivity(tx, {
      actorId: userId,
      verb: 'project.created',
      objectType: 'project',
      objectId: project.id,
      visibility: project.visibility as Visibility,
      data: { title: project.title },
    });
    return presentProject(
      { project, journeyCount: 0, stepCount: 0, completedStepCount: 0 },
      userId,
    );
  });
}

export async function updateProject(
  db: AppDatabase,
  userId: string,
  id: string,
  input: ProjectUpdate,
): Promise<Project> {
  const { version, ...changes } = input;
  return withUser(db, userId, async (tx) => {
    const current = await lockOwnProject(tx, id, userId);
    if (!current) throw projectNotFound();
    if (current.version !== version) throw staleVersion('project');
    await tx
      .update(projects)
      .set({ ...changes, version: sql`${projects.version} + 1` })
      .where(eq(projects.id, id));
    const row = await findVisibleProject(tx, id);
    if (!row) throw projectNotFound();
    return presentProject(row, userId);
  });
}

/** The project goes; its journeys stay, without a project (ON DELETE SET NULL). */
export async function deleteProject(db: AppDatabase, userId: string, id: string): Promise<void> {
  await withUser(db, userId, async (tx) => {
    const deleted = await tx
      .delete(projects)
      .where(and(eq(projects.id, id), eq(projects.ownerId, userId)))
      .returning({ id: projects.id });
    if (deleted.length === 0) throw projectNotFound();
  });
}

/** The workspace sidebar: every project of the caller with its journeys, then the rest. */
export async function projectTree(db: AppDatabase, userId: string): Promise<ProjectTree> {
  return withUser(db, userId, async (tx) => {
    const ownProjects = await tx
      .select()
      .from(projects)
      .where(eq(projects.ownerId, userId))
      .orderBy(asc(sql`lower(${projects.title})`), asc(projects.id));
    const ownJourneys = await tx
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
      .where(and(eq(journeys.ownerId, userId), isNull(journeys.deletedAt)))
      .orderBy(asc(sql`lower(${journeys.title})`), asc(journeys.id));
    const byProject = new Map<string | null, typeof ownJourneys>();
    for (const journey of ownJourneys) {
      const list = byProject.get(journey.projectId) ?? [];
      list.push(journey);
      byProject.set(journey.projectId, list);
    }
    const leaf = (j: (typeof ownJourneys)[number]): TreeJourney => ({
      id: j.id,
      title: j.title,
      status: j.status as TreeJourney['status'],
      progress: j.progress,
    });
    return {
      projects: ownProjects.map((project) => {
        const list = byProject.get(project.id) ?? [];
        const steps = list.reduce((sum, j) => sum + j.stepCount, 0);
        const done = list.reduce((sum, j) => sum + j.completedStepCount, 0);
        return {
          id: project.id,
          title: project.title,
          icon: project.icon,
          color: project.color as Project['color'],
          status: project.status as Project['status'],
          progress: progressPercent(done, steps),
          journeys: list.map(leaf),
        };
      }),
      unassigned: (byProject.get(null) ?? []).map(leaf),
    };
  });
}
