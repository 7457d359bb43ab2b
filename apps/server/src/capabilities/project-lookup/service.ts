import type { ProjectColor } from '@waymark/shared/journeys/common-contracts';
import type { AppTransaction } from '@/db/client';
import { projectNotFound } from '@/capabilities/project-lookup/errors';
import { findProjectSummary, isOwnProject } from '@/capabilities/project-lookup/queries';

/** A journey may be filed only under a project of its owner; anything else is "not found". */
export async function assertOwnProject(tx: AppTransaction, projectId: string, ownerId: string) {
  if (!(await isOwnProject(tx, projectId, ownerId))) throw projectNotFound();
}

/** What a journey's page shows of its project, or null when the viewer may not see it. */
export async function projectSummary(tx: AppTransaction, projectId: string) {
  const project = await findProjectSummary(tx, projectId);
  return project ? { ...project, color: project.color as ProjectColor } : null;
}
