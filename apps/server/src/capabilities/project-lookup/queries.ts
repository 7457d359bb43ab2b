import { and, eq } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { projects } from '@/db/tables/projects';

// Under withUser(): row-level security decides which projects the caller sees.

export async function isOwnProject(
  tx: AppTransaction,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)));
  return project !== undefined;
}

/** What a journey shows of its project, as the viewer's row-level security lets them see it. */
export async function findProjectSummary(tx: AppTransaction, id: string) {
  const [project] = await tx
    .select({ id: projects.id, title: projects.title, icon: projects.icon, color: projects.color })
    .from(projects)
    .where(eq(projects.id, id));
  return project ?? null;
}
