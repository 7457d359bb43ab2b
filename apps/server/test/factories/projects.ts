import { projectSchema, type ProjectCreate } from '@waymark/shared/journeys/project-contracts';
import type { AppDatabase } from '@/db/client';
import { projects } from '@/db/tables/projects';
import type { TestUser } from '../accounts';
import type { ApiClient } from '../api-client';
import { nextSequence } from './sequence';

export type NewProject = typeof projects.$inferInsert;

/**
 * Inserts a project of `ownerId` (a profile) as the test superuser (row-level security does
 * not apply). Default: private, active, the 📁 icon in blue.
 */
export async function createProject(
  db: AppDatabase,
  overrides: Partial<NewProject> & { ownerId: string },
) {
  const [row] = await db
    .insert(projects)
    .values({ title: `Project ${nextSequence()}`, ...overrides })
    .returning();
  if (!row) throw new Error('createProject inserted nothing');
  return row;
}

/** Creates a project through POST /api/projects as `owner`, for tests of the API. */
export function postProject(api: ApiClient, owner: TestUser, body: Partial<ProjectCreate> = {}) {
  return api.expectOk(projectSchema, 201, owner, 'POST', '/api/projects', {
    title: `Project ${nextSequence()}`,
    ...body,
  });
}
