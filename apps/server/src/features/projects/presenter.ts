import type { Project } from '@waymark/shared/journeys/project-contracts';
import { progressPercent } from '@waymark/shared/journeys/progress';
import type { ProjectRow } from '@/features/projects/queries';

export function presentProject(row: ProjectRow, viewerId: string | null): Project {
  const { project } = row;
  return {
    id: project.id,
    ownerId: project.ownerId,
    title: project.title,
    description: project.description,
    icon: project.icon,
    color: project.color as Project['color'],
    status: project.status as Project['status'],
    visibility: project.visibility as Project['visibility'],
    journeyCount: row.journeyCount,
    stepCount: row.stepCount,
    completedStepCount: row.completedStepCount,
    progress: progressPercent(row.completedStepCount, row.stepCount),
    canEdit: viewerId !== null && project.ownerId === viewerId,
    version: project.version,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
