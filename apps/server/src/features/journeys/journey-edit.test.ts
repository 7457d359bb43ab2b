import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  journeyDetailSchema,
  journeySchema,
  stepChangeResultSchema,
  type JourneyDetail,
} from '@waymark/shared/journeys/journey-contracts';
import { activities } from '@/db/tables/activities';
import { featureEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { fieldsOf, useApiTest } from '../../../test/api-client';

/** PATCH /api/journeys/:id with `steps`: the edit form's one request, one transaction. */
describe.each(featureEngines)('saving a journey edit with its steps on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-journey-edit-');
  const { expectOk, expectError, user } = api;

  const read = (owner: Awaited<ReturnType<typeof user>>, id: string) =>
    expectOk(journeyDetailSchema, 200, owner, 'GET', `/api/journeys/${id}`);
  const stepsOf = (journey: JourneyDetail) =>
    journey.steps.map((step) => ({
      title: step.title,
      notes: step.notes,
      dueDate: step.dueDate,
      done: step.completedAt !== null,
      position: step.position,
    }));

  it('saves fields and the whole step list at once: renamed, noted, dated, moved, new and removed', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Camino',
      steps: [{ title: 'Buy boots' }, { title: 'Train' }, { title: 'Book flights' }],
    });
    const [boots, train, flights] = journey.steps;
    await expectOk(stepChangeResultSchema, 200, ada, 'POST', `/api/steps/${boots!.id}/complete`);

    const saved = await expectOk(journeySchema, 200, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      title: 'Camino Francés',
      version: journey.version,
      steps: [
        { id: flights!.id, title: 'Fly to Biarritz', dueDate: '2026-05-01' },
        { title: 'Pack the rucksack', notes: 'Under 8 kg.' },
        { id: boots!.id, title: 'Buy boots', notes: 'Half a size up.' },
        { title: 'Walk' },
      ],
    });
    expect(saved.title).toBe('Camino Francés');
    expect(saved.version).toBe(journey.version + 1);
    expect([saved.stepCount, saved.completedStepCount, saved.progress]).toEqual([4, 1, 25]);

    const after = await read(ada, journey.id);
    expect(stepsOf(after)).toEqual([
      { title: 'Fly to Biarritz', notes: '', dueDate: '2026-05-01', done: false, position: 0 },
      { title: 'Pack the rucksack', notes: 'Under 8 kg.', dueDate: null, done: false, position: 1 },
      { title: 'Buy boots', notes: 'Half a size up.', dueDate: null, done: true, position: 2 },
      { title: 'Walk', notes: '', dueDate: null, done: false, position: 3 },
    ]);
    // Kept steps keep their ids (and so their place in the workspace document); the removed one is gone.
    expect(after.steps.map((step) => step.id)).toEqual(
      expect.arrayContaining([flights!.id, boots!.id]),
    );
    expect(after.steps.map((step) => step.id)).not.toContain(train!.id);
  });

  it('keeps notes and due dates a step list leaves out, and completes a journey whose open steps went', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Almost there',
      status: 'active',
      steps: [{ title: 'Done one', notes: 'kept', dueDate: '2026-06-01' }, { title: 'Dropped' }],
    });
    const [done] = journey.steps;
    await expectOk(stepChangeResultSchema, 200, ada, 'POST', `/api/steps/${done!.id}/complete`);
    const current = await read(ada, journey.id);

    const saved = await expectOk(journeySchema, 200, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      version: current.version,
      steps: [{ id: done!.id, title: 'Done one' }],
    });
    expect([saved.status, saved.progress]).toEqual(['completed', 100]);
    expect(stepsOf(await read(ada, journey.id))).toEqual([
      { title: 'Done one', notes: 'kept', dueDate: '2026-06-01', done: true, position: 0 },
    ]);
    const verbs = await api
      .db()
      .select({ verb: activities.verb })
      .from(activities)
      .where(eq(activities.journeyId, journey.id));
    expect(verbs.map((row) => row.verb)).toContain('journey.completed');

    // An empty list removes every step.
    const emptied = await expectOk(
      journeySchema,
      200,
      ada,
      'PATCH',
      `/api/journeys/${journey.id}`,
      {
        version: saved.version,
        steps: [],
      },
    );
    expect([emptied.stepCount, emptied.progress]).toEqual([0, 0]);
  });

  it('completes a journey with open steps when the edit form asks for it, with one matching activity', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Good enough',
      status: 'active',
      steps: [{ title: 'Done' }, { title: 'Never done' }],
    });
    const [done, open] = journey.steps;
    await expectOk(stepChangeResultSchema, 200, ada, 'POST', `/api/steps/${done!.id}/complete`);
    const current = await read(ada, journey.id);

    // What the edit form sends: every field, the status chosen, and the whole step list.
    const saved = await expectOk(journeySchema, 200, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      title: 'Good enough',
      status: 'completed',
      version: current.version,
      steps: [
        { id: done!.id, title: 'Done' },
        { id: open!.id, title: 'Never done' },
        { title: 'Added while completing' },
      ],
    });
    expect(saved.status).toBe('completed');
    expect(saved.completedAt).not.toBeNull();
    expect([saved.stepCount, saved.completedStepCount]).toEqual([3, 1]);
    const after = await read(ada, journey.id);
    expect([after.status, after.completedAt]).toEqual(['completed', saved.completedAt]);
    const verbs = await api
      .db()
      .select({ verb: activities.verb })
      .from(activities)
      .where(eq(activities.journeyId, journey.id));
    expect(verbs.filter((row) => row.verb === 'journey.completed')).toHaveLength(1);

    // Reopening on purpose with every step done stays open, and records no completion.
    const allDone = await expectOk(
      journeySchema,
      200,
      ada,
      'PATCH',
      `/api/journeys/${journey.id}`,
      { status: 'active', version: saved.version, steps: [{ id: done!.id, title: 'Done' }] },
    );
    expect([allDone.status, allDone.completedAt, allDone.progress]).toEqual(['active', null, 100]);
    const verbsAfter = await api
      .db()
      .select({ verb: activities.verb })
      .from(activities)
      .where(eq(activities.journeyId, journey.id));
    expect(verbsAfter.filter((row) => row.verb === 'journey.completed')).toHaveLength(1);
  });

  it('saves nothing when the version is stale: fields and steps stay as they were', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { title: 'Shared', steps: [{ title: 'One' }] });
    await expectOk(journeySchema, 200, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      title: 'Changed elsewhere',
      version: journey.version,
    });
    const stale = await expectError(409, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      title: 'Mine',
      version: journey.version,
      steps: [{ title: 'Replacement' }],
    });
    expect(stale.code).toBe('CONFLICT');
    const after = await read(ada, journey.id);
    expect(after.title).toBe('Changed elsewhere');
    expect(stepsOf(after).map((step) => step.title)).toEqual(['One']);
  });

  it('refuses a step of another journey, a repeated step and a bad step, saving nothing', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { title: 'Mine', steps: [{ title: 'Here' }] });
    const other = await postJourney(api, ada, { title: 'Other', steps: [{ title: 'There' }] });
    const here = journey.steps[0]!.id;

    const foreign = await expectError(400, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      title: 'Renamed',
      version: journey.version,
      steps: [
        { id: here, title: 'Here' },
        { id: other.steps[0]!.id, title: 'There' },
      ],
    });
    expect(fieldsOf(foreign)).toEqual(['steps']);
    expect(foreign.message).toContain('not a step of this journey');

    const repeated = await expectError(400, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      version: journey.version,
      steps: [
        { id: here, title: 'Here' },
        { id: here, title: 'Again' },
      ],
    });
    expect(repeated.message).toContain('A step can appear only once');

    const untitled = await expectError(400, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      version: journey.version,
      steps: [{ id: here, title: '' }],
    });
    expect(fieldsOf(untitled)).toEqual(['steps.0.title']);

    const after = await read(ada, journey.id);
    expect([after.title, after.version]).toEqual(['Mine', journey.version]);
    expect(stepsOf(after).map((step) => step.title)).toEqual(['Here']);
    expect(stepsOf(await read(ada, other.id)).map((step) => step.title)).toEqual(['There']);
  });

  it("answers 404 for someone else's journey, even a public one", async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const journey = await postJourney(api, ada, {
      title: 'Public',
      visibility: 'public',
      steps: [{ title: 'Step' }],
    });
    const refused = await expectError(404, bob, 'PATCH', `/api/journeys/${journey.id}`, {
      version: journey.version,
      steps: [],
    });
    expect(refused.code).toBe('NOT_FOUND');
    expect(stepsOf(await read(ada, journey.id))).toHaveLength(1);
  });
});
