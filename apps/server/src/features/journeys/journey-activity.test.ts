import { describe, expect, it } from 'vitest';
import { journeyActivitySchema } from '@waymark/shared/journeys/journey-activity-contracts';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { featureEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { useApiTest } from '../../../test/api-client';

describe.each(featureEngines)('journey activity on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-journey-activity-');
  const { call, expectOk, user } = api;
  const activityOf = (viewer: Parameters<typeof call>[0], id: string) =>
    expectOk(journeyActivitySchema, 200, viewer, 'GET', `/api/journeys/${id}/activity`);

  it('tells creation, the ticked steps with their times and the completion, oldest first', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Learn to swim',
      steps: [{ title: 'Float' }, { title: 'Kick' }],
    });
    const [float, kick] = journey.steps;
    await call(ada, 'POST', `/api/steps/${float!.id}/complete`);
    await call(ada, 'POST', `/api/steps/${kick!.id}/complete`);

    const { items } = await activityOf(ada, journey.id);
    expect(items.map((item) => item.kind)).toEqual([
      'created',
      'stepCompleted',
      'stepCompleted',
      'completed',
    ]);
    expect(items[1]).toMatchObject({ stepId: float!.id, title: 'Float' });
    expect(items[2]).toMatchObject({ stepId: kick!.id, title: 'Kick' });
    const detail = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}`,
    );
    expect(items[2]!.at).toBe(detail.steps[1]!.completedAt);
    expect(items[3]!.at).toBe(detail.completedAt);

    // Unticking takes the step (and the completion) out of the story.
    await call(ada, 'POST', `/api/steps/${kick!.id}/uncomplete`);
    const after = await activityOf(ada, journey.id);
    expect(after.items.map((item) => item.kind)).toEqual(['created', 'stepCompleted']);
  });

  it('shows a public journey’s forks, and the fork where it came from', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const open = await postJourney(api, ada, {
      title: 'Run a marathon',
      visibility: 'public',
      steps: [{ title: '5 km' }],
    });
    const fork = await expectOk(
      journeyDetailSchema,
      201,
      bob,
      'POST',
      `/api/journeys/${open.id}/fork`,
    );
    await call(bob, 'PATCH', `/api/journeys/${fork.id}`, {
      visibility: 'public',
      version: fork.version,
    });

    const source = await activityOf(null, open.id);
    expect(source.items.at(-1)).toMatchObject({
      kind: 'forked',
      journeyId: fork.id,
      by: { id: bob.id },
    });
    const copy = await activityOf(bob, fork.id);
    expect(copy.items[0]).toMatchObject({
      kind: 'forkedFrom',
      source: { id: open.id, title: 'Run a marathon' },
    });
  });

  it('hides forks the viewer may not see', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const open = await postJourney(api, ada, { title: 'Open', visibility: 'public' });
    // A fork takes its maker's default visibility: private here.
    await expectOk(journeyDetailSchema, 201, bob, 'POST', `/api/journeys/${open.id}/fork`);
    const { items } = await activityOf(ada, open.id);
    expect(items.map((item) => item.kind)).toEqual(['created']);
  });

  it('answers 404 to another person and to visitors for a private journey', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const secret = await postJourney(api, ada, { title: 'Secret plan', steps: [{ title: 'a' }] });
    await call(ada, 'POST', `/api/steps/${secret.steps[0]!.id}/complete`);
    for (const viewer of [bob, null]) {
      const result = await call(viewer, 'GET', `/api/journeys/${secret.id}/activity`);
      expect(result.status).toBe(404);
      expect(JSON.stringify(result.body)).not.toContain('Secret plan');
    }
    expect((await activityOf(ada, secret.id)).items).toHaveLength(3);
  });
});
