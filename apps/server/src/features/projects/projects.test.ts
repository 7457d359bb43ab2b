import { describe, expect, it } from 'vitest';
import { journeyDetailSchema, journeySchema } from '@waymark/shared/journeys/journey-contracts';
import { journeyPageSchema, projectPageSchema } from '@waymark/shared/journeys/list-contracts';
import { projectSchema, projectTreeSchema } from '@waymark/shared/journeys/project-contracts';
import { smokeEngines } from '../../../test/engines';
import { postJourney, postProject } from '../../../test/factories';
import { fieldsOf, useApiTest } from '../../../test/api-client';

describe.each(smokeEngines)('projects on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-projects-');
  const { call, expectOk, expectError, user } = api;

  it('groups journeys and shows their combined progress', async () => {
    const ada = await user('ada');
    const project = await postProject(api, ada, {
      title: 'Get fit',
      icon: '🏃',
      color: 'green',
    });
    expect(project).toMatchObject({
      journeyCount: 0,
      progress: 0,
      status: 'active',
      visibility: 'private',
      version: 1,
    });
    const run = await postJourney(api, ada, {
      title: 'Run',
      projectId: project.id,
      steps: [{ title: '1' }, { title: '2' }, { title: '3' }],
    });
    await postJourney(api, ada, {
      title: 'Swim',
      projectId: project.id,
      steps: [{ title: '1' }],
    });
    expect(run.project).toEqual({ id: project.id, title: 'Get fit', icon: '🏃', color: 'green' });
    await call(ada, 'POST', `/api/steps/${run.steps[0]!.id}/complete`);
    const withProgress = await expectOk(
      projectSchema,
      200,
      ada,
      'GET',
      `/api/projects/${project.id}`,
    );
    expect(withProgress).toMatchObject({
      journeyCount: 2,
      stepCount: 4,
      completedStepCount: 1,
      progress: 25,
    });

    const inProject = await expectOk(
      journeyPageSchema,
      200,
      ada,
      'GET',
      `/api/journeys?projectId=${project.id}&sort=title`,
    );
    expect(inProject.items.map((j) => j.title)).toEqual(['Run', 'Swim']);

    const tree = await expectOk(projectTreeSchema, 200, ada, 'GET', '/api/projects/tree');
    expect(tree.projects).toEqual([
      expect.objectContaining({
        id: project.id,
        progress: 25,
        journeys: [
          expect.objectContaining({ title: 'Run', progress: 33 }),
          expect.objectContaining({ title: 'Swim', progress: 0 }),
        ],
      }),
    ]);
  });

  it('validates, versions and deletes projects; their journeys stay without one', async () => {
    const ada = await user('ada');
    const bad = await expectError(400, ada, 'POST', '/api/projects', {
      title: '',
      color: 'plaid',
      icon: 'two words',
    });
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['title', 'color', 'icon']));
    const project = await postProject(api, ada, {
      title: 'Temporary',
    });
    const renamed = await expectOk(
      projectSchema,
      200,
      ada,
      'PATCH',
      `/api/projects/${project.id}`,
      { title: 'Renamed', version: 1 },
    );
    expect(renamed.version).toBe(2);
    expect(
      (
        await expectError(409, ada, 'PATCH', `/api/projects/${project.id}`, {
          title: 'Again',
          version: 1,
        })
      ).code,
    ).toBe('CONFLICT');

    const journey = await postJourney(api, ada, {
      title: 'Inside',
      projectId: project.id,
    });
    expect((await call(ada, 'DELETE', `/api/projects/${project.id}`)).status).toBe(204);
    expect((await call(ada, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    const after = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}`,
    );
    expect(after).toMatchObject({ projectId: null, project: null });
    const tree = await expectOk(projectTreeSchema, 200, ada, 'GET', '/api/projects/tree');
    expect(tree.unassigned.map((j) => j.id)).toContain(journey.id);
  });

  it("keeps others' projects private, read-only when public, and never a home for someone else's journey", async () => {
    const ada = await user('carol');
    const bob = await user('bob');
    const hidden = await postProject(api, ada, {
      title: 'Hidden',
    });
    const shown = await postProject(api, ada, {
      title: 'Shown',
      visibility: 'public',
    });
    expect((await call(bob, 'GET', `/api/projects/${hidden.id}`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/projects/${hidden.id}`)).status).toBe(404);
    const visible = await expectOk(projectSchema, 200, null, 'GET', `/api/projects/${shown.id}`);
    expect(visible.canEdit).toBe(false);
    expect(
      (await call(bob, 'PATCH', `/api/projects/${shown.id}`, { title: 'x', version: 1 })).status,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `/api/projects/${shown.id}`)).status).toBe(404);
    // Bob cannot file his journey under Ada's project, by create or by update.
    expect(
      (await call(bob, 'POST', '/api/journeys', { title: 'Mine', projectId: shown.id })).status,
    ).toBe(404);
    const own = await postJourney(api, bob, {
      title: 'Mine',
    });
    expect(
      (
        await call(bob, 'PATCH', `/api/journeys/${own.id}`, {
          projectId: shown.id,
          version: own.version,
        })
      ).status,
    ).toBe(404);
    const bobs = await expectOk(projectPageSchema, 200, bob, 'GET', '/api/projects');
    expect(bobs.items).toEqual([]);
    const adas = await expectOk(projectPageSchema, 200, ada, 'GET', '/api/projects?sort=title');
    expect(adas.items.map((p) => p.title)).toEqual(['Hidden', 'Shown']);
    // Moving a journey into one's own project works and shows in the project.
    const moved = await expectOk(
      journeySchema,
      200,
      ada,
      'PATCH',
      `/api/journeys/${(await postJourney(api, ada, { title: 'Loose' })).id}`,
      { projectId: shown.id, version: 1 },
    );
    expect(moved.projectId).toBe(shown.id);
  });
});
