import type { Project } from '@waymark/shared/journeys/project-contracts';
import { progressPercent } from '@waymark/shared/journeys/progress';
import { presentOwnedRecord } from '@/lib/owned-record';
import type { ProjectRow } from '@/features/projects/queries';

export function presentProject(row: ProjectRow, viewerId: string | null): Project {
  const { project } = row;
  return {
    ...presentOwnedRecord(project, viewerId),
    icon: project.icon,
    color: project.color as Project['color'],
    status: project.status as Project['status'],
    journeyCount: row.journeyCount,
    stepCount: row.stepCount,
    completedStepCount: row.completedStepCount,
    progress: progressPercent(row.completedStepCount, row.stepCount),
  };
}
