import type { Visibility } from '@waymark/shared/journeys/common-contracts';
import { staleVersion } from '@/errors';
import { projectNotFound } from '@/capabilities/project-lookup/errors';
import type { ProjectListQuery, ProjectPage } from '@waymark/shared/journeys/list-contracts';
import type {
  Project,
  ProjectCreate,
  ProjectTree,
  ProjectUpdate,
  TreeJourney,
} from '@waymark/shared/journeys/project-contracts';
import { progressPercent } from '@waymark/shared/journeys/progress';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { recordActivity } from '@/capabilities/activities/service';
import { toPage, type FilledListQuery } from '@/lib/keyset-cursor';
import { presentProject } from '@/features/projects/presenter';
import {
  deleteOwnProject,
  findVisibleProject,
  insertProject,
  listOwnJourneyLeaves,
  listOwnProjectsByTitle,
  listProjectRows,
  lockOwnProject,
  updateProjectRow,
} from '@/features/projects/queries';

export async function listProjects(
  db: AppDatabase,
  userId: string,
  query: FilledListQuery<ProjectListQuery>,
): Promise<ProjectPage> {
  return withUser(db, userId, async (tx) => {
    const found = await listProjectRows(tx, { ...query, ownerId: userId });
    return toPage(found, query.limit, (row) => presentProject(row, userId));
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
    const project = await insertProject(tx, { ...input, ownerId: userId });
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
    await updateProjectRow(tx, id, changes);
    const row = await findVisibleProject(tx, id);
    if (!row) throw projectNotFound();
    return presentProject(row, userId);
  });
}

/** The project goes; its journeys stay, without a project (ON DELETE SET NULL). */
export async function deleteProject(db: AppDatabase, userId: string, id: string): Promise<void> {
  await withUser(db, userId, async (tx) => {
    if (!(await deleteOwnProject(tx, id, userId))) throw projectNotFound();
  });
}

/** The workspace sidebar: every project of the caller with its journeys, then the rest. */
export async function projectTree(db: AppDatabase, userId: string): Promise<ProjectTree> {
  return withUser(db, userId, async (tx) => {
    const ownProjects = await listOwnProjectsByTitle(tx, userId);
    const ownJourneys = await listOwnJourneyLeaves(tx, userId);
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
