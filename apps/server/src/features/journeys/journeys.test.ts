import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  journeyDeletedSchema,
  journeyDetailSchema,
  journeySchema,
  stepChangeResultSchema,
} from '@waymark/shared/journeys/journey-contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { stepListSchema } from '@waymark/shared/journeys/step-contracts';
import { activities } from '@/db/tables/activities';
import { smokeEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { fieldsOf, useApiTest } from '../../../test/api-client';

describe.each(smokeEngines)('journeys and steps on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-journeys-');
  const { call, expectOk, expectError, user } = api;

  const activityVerbs = async (journeyId: string) =>
    (
      await api
        .db()
        .select({ verb: activities.verb })
        .from(activities)
        .where(eq(activities.journeyId, journeyId))
    )
      .map((row) => row.verb)
      .sort();

  it('creates a journey with its steps inline, private by default, and records the event', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: '  Run a marathon  ',
      category: 'fitness',
      startDate: '2026-01-01',
      targetDate: '2026-10-01',
      steps: [
        { title: 'Run 5 km' },
        { title: 'Run 10 km', dueDate: '2026-03-01' },
        { title: 'Run 21 km' },
      ],
    });
    expect(journey).toMatchObject({
      title: 'Run a marathon',
      visibility: 'private',
      status: 'planned',
      stepCount: 3,
      completedStepCount: 0,
      progress: 0,
      canEdit: true,
      version: 1,
      ownerId: ada.id,
      owner: { id: ada.id, username: ada.username, displayName: ada.name },
    });
    expect(journey.steps.map((s) => [s.position, s.title, s.dueDate])).toEqual([
      [0, 'Run 5 km', null],
      [1, 'Run 10 km', '2026-03-01'],
      [2, 'Run 21 km', null],
    ]);
    expect(await activityVerbs(journey.id)).toEqual(['journey.created']);
    const fetched = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}`,
    );
    expect(fetched.steps).toHaveLength(3);
  });

  it('refuses bad input with field-level messages', async () => {
    const ada = await user('ada');
    const empty = await expectError(400, ada, 'POST', '/api/journeys', { title: '' });
    expect(fieldsOf(empty)).toContain('title');
    expect(empty.message).toContain('Title is required');
    const long = await expectError(400, ada, 'POST', '/api/journeys', { title: 'x'.repeat(121) });
    expect(long.message).toContain('at most 120');
    expect((await call(ada, 'POST', '/api/journeys', { title: 'x'.repeat(120) })).status).toBe(201);
    const dates = await expectError(400, ada, 'POST', '/api/journeys', {
      title: 'Dates',
      startDate: '2026-05-02',
      targetDate: '2026-05-01',
    });
    expect(fieldsOf(dates)).toContain('targetDate');
    expect(dates.message).toContain('Target date cannot be before the start date');
    const bad = await expectError(400, ada, 'POST', '/api/journeys', {
      title: 'Bad',
      category: 'gardening',
      startDate: '2026-02-30',
      surprise: true,
    });
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['category', 'startDate']));

    // PATCH checks the new target against the stored start.
    const journey = await postJourney(api, ada, { title: 'Dated', startDate: '2026-05-02' });
    const patch = await expectError(400, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      targetDate: '2026-05-01',
      version: journey.version,
    });
    expect(fieldsOf(patch)).toEqual(['targetDate']);
    expect((await expectError(400, ada, 'GET', '/api/journeys/not-a-uuid')).message).toContain(
      'id',
    );
  });

  it('answers 401 without a session for writes and own lists', async () => {
    expect((await call(null, 'GET', '/api/journeys')).status).toBe(401);
    const error = await expectError(401, null, 'POST', '/api/journeys', { title: 'x' });
    expect(error.message).toBe('Not authenticated');
  });

  it('keeps a private journey invisible to others and to visitors, by id and in lists', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const secret = await postJourney(api, ada, { title: 'Secret plan', steps: [{ title: 'a' }] });
    const open = await postJourney(api, ada, {
      title: 'Open plan',
      visibility: 'public',
      steps: [{ title: 'b' }],
    });

    for (const viewer of [bob, null]) {
      expect((await call(viewer, 'GET', `/api/journeys/${secret.id}`)).status).toBe(404);
      expect((await call(viewer, 'GET', `/api/journeys/${secret.id}/document`)).status).toBe(404);
      const listed = await expectOk(
        journeyPageSchema,
        200,
        viewer,
        'GET',
        `/api/users/${ada.id}/journeys`,
      );
      expect(listed.items.map((j) => j.id)).toEqual([open.id]);
      const seen = await expectOk(
        journeyDetailSchema,
        200,
        viewer,
        'GET',
        `/api/journeys/${open.id}`,
      );
      expect(seen.canEdit).toBe(false);
      expect(seen.steps.map((s) => s.title)).toEqual(['b']);
    }
    const bobsOwn = await expectOk(journeyPageSchema, 200, bob, 'GET', '/api/journeys');
    expect(bobsOwn.items.map((j) => j.id)).not.toContain(open.id);
    // The same 404 as an id that never existed.
    const missing = await expectError(404, bob, 'GET', `/api/journeys/${crypto.randomUUID()}`);
    const hidden = await expectError(404, bob, 'GET', `/api/journeys/${secret.id}`);
    expect(hidden).toEqual(missing);
  });

  it('lets others read a public journey but never change it', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const open = await postJourney(api, ada, {
      title: 'Public',
      visibility: 'public',
      steps: [{ title: 's' }],
    });
    const stepId = open.steps[0]!.id;
    const attempts: [string, string, object?][] = [
      ['PATCH', `/api/journeys/${open.id}`, { title: 'Mine now', version: open.version }],
      ['DELETE', `/api/journeys/${open.id}`],
      ['POST', `/api/journeys/${open.id}/archive`],
      ['POST', `/api/journeys/${open.id}/duplicate`],
      ['POST', `/api/journeys/${open.id}/steps`, { title: 'Sneaky' }],
      ['PUT', `/api/journeys/${open.id}/steps/order`, { stepIds: [stepId] }],
      [
        'PUT',
        `/api/journeys/${open.id}/document`,
        { document: { type: 'doc', content: [] }, baseVersion: 0 },
      ],
      ['PATCH', `/api/steps/${stepId}`, { title: 'Sneaky' }],
      ['POST', `/api/steps/${stepId}/complete`],
      ['DELETE', `/api/steps/${stepId}`],
    ];
    for (const [method, url, payload] of attempts) {
      const result = await call(bob, method as 'POST', url, payload);
      expect(result.status, `${method} ${url}`).toBe(404);
    }
    const after = await expectOk(journeyDetailSchema, 200, ada, 'GET', `/api/journeys/${open.id}`);
    expect(after).toMatchObject({ title: 'Public', version: 1, completedStepCount: 0 });
    expect(after.steps.map((s) => s.title)).toEqual(['s']);
  });

  it('answers 409 to an update based on a stale version', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { title: 'Versioned' });
    const first = await expectOk(journeySchema, 200, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      title: 'First edit',
      version: journey.version,
    });
    expect(first.version).toBe(journey.version + 1);
    const stale = await expectError(409, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      title: 'Second edit',
      version: journey.version,
    });
    expect(stale.code).toBe('CONFLICT');
    const now = await expectOk(journeyDetailSchema, 200, ada, 'GET', `/api/journeys/${journey.id}`);
    expect(now.title).toBe('First edit');
  });

  it('ticks steps into progress, completes the journey with its activity, and reopens it', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Three steps',
      steps: [{ title: 'one' }, { title: 'two' }, { title: 'three' }],
    });
    const [one, two, three] = journey.steps.map((s) => s.id);
    const tick = (id: string | undefined) =>
      expectOk(stepChangeResultSchema, 200, ada, 'POST', `/api/steps/${id}/complete`);

    const first = await tick(one);
    expect(first.step.completedAt).not.toBeNull();
    expect(first.journey).toMatchObject({ progress: 33, status: 'active', completedStepCount: 1 });
    // Ticking twice changes nothing.
    expect((await tick(one)).journey.completedStepCount).toBe(1);
    expect((await tick(two)).journey.progress).toBe(67);
    const done = await tick(three);
    expect(done.journey).toMatchObject({ progress: 100, status: 'completed' });
    expect(done.journey.completedAt).not.toBeNull();
    // Steps ticked in a row make one event that counts them (the timeline's grouping).
    expect(await activityVerbs(journey.id)).toEqual([
      'journey.completed',
      'journey.created',
      'step.completed',
    ]);

    const undone = await expectOk(
      stepChangeResultSchema,
      200,
      ada,
      'POST',
      `/api/steps/${two}/uncomplete`,
    );
    expect(undone.step.completedAt).toBeNull();
    expect(undone.journey).toMatchObject({ progress: 67, status: 'active', completedAt: null });

    // PATCH with `completed` is the same tick; a new step lowers progress.
    const patched = await expectOk(stepChangeResultSchema, 200, ada, 'PATCH', `/api/steps/${two}`, {
      completed: true,
      title: 'two, renamed',
    });
    expect(patched.step.title).toBe('two, renamed');
    expect(patched.journey.status).toBe('completed');
    const added = await expectOk(
      stepChangeResultSchema,
      201,
      ada,
      'POST',
      `/api/journeys/${journey.id}/steps`,
      {
        title: 'four',
      },
    );
    expect(added.step.position).toBe(3);
    expect(added.journey).toMatchObject({ stepCount: 4, progress: 75, status: 'active' });
    const removed = await expectOk(
      z.object({ journey: journeySchema }),
      200,
      ada,
      'DELETE',
      `/api/steps/${added.step.id}`,
    );
    expect(removed.journey).toMatchObject({ stepCount: 3, progress: 100, status: 'completed' });
    // Only one journey.completed per completion: the second completion adds another.
    const completions = await api
      .db()
      .select()
      .from(activities)
      .where(and(eq(activities.journeyId, journey.id), eq(activities.verb, 'journey.completed')));
    expect(completions).toHaveLength(3);
  });

  it('answers 409 to a step edit based on a stale version', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { title: 'Steps', steps: [{ title: 'one' }] });
    const step = journey.steps[0]!;
    await expectOk(stepChangeResultSchema, 200, ada, 'PATCH', `/api/steps/${step.id}`, {
      notes: 'first',
      version: step.version,
    });
    const stale = await expectError(409, ada, 'PATCH', `/api/steps/${step.id}`, {
      notes: 'second',
      version: step.version,
    });
    expect(stale.code).toBe('CONFLICT');
  });

  it('reorders steps, inserts at a position, and refuses an incomplete order', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Order',
      steps: [{ title: 'a' }, { title: 'b' }, { title: 'c' }],
    });
    const ids = journey.steps.map((s) => s.id);
    const reversed = await expectOk(
      stepListSchema,
      200,
      ada,
      'PUT',
      `/api/journeys/${journey.id}/steps/order`,
      {
        stepIds: [...ids].reverse(),
      },
    );
    expect(reversed.steps.map((s) => [s.title, s.position])).toEqual([
      ['c', 0],
      ['b', 1],
      ['a', 2],
    ]);
    await expectOk(stepChangeResultSchema, 201, ada, 'POST', `/api/journeys/${journey.id}/steps`, {
      title: 'first',
      position: 0,
    });
    const detail = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}`,
    );
    expect(detail.steps.map((s) => s.title)).toEqual(['first', 'c', 'b', 'a']);
    expect(detail.steps.map((s) => s.position)).toEqual([0, 1, 2, 3]);

    const missingOne = await expectError(
      400,
      ada,
      'PUT',
      `/api/journeys/${journey.id}/steps/order`,
      {
        stepIds: ids,
      },
    );
    expect(fieldsOf(missingOne)).toEqual(['stepIds']);
    const repeated = await expectError(400, ada, 'PUT', `/api/journeys/${journey.id}/steps/order`, {
      stepIds: [ids[0], ids[0]],
    });
    expect(fieldsOf(repeated)).toContain('stepIds');

    // Deleting a step closes the gap.
    await call(ada, 'DELETE', `/api/steps/${detail.steps[1]!.id}`);
    const after = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}`,
    );
    expect(after.steps.map((s) => [s.title, s.position])).toEqual([
      ['first', 0],
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('deletes softly and restores, for the owner only', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const journey = await postJourney(api, ada, { title: 'Undo me', visibility: 'public' });
    const deleted = await expectOk(
      journeyDeletedSchema,
      200,
      ada,
      'DELETE',
      `/api/journeys/${journey.id}`,
    );
    expect(new Date(deleted.restorableUntil).getTime()).toBeGreaterThan(Date.now());
    expect((await call(ada, 'GET', `/api/journeys/${journey.id}`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/journeys/${journey.id}`)).status).toBe(404);
    const list = await expectOk(journeyPageSchema, 200, ada, 'GET', '/api/journeys?limit=100');
    expect(list.items.map((j) => j.id)).not.toContain(journey.id);
    expect((await call(bob, 'POST', `/api/journeys/${journey.id}/restore`)).status).toBe(404);

    const restored = await expectOk(
      journeySchema,
      200,
      ada,
      'POST',
      `/api/journeys/${journey.id}/restore`,
    );
    expect(restored.title).toBe('Undo me');
    expect((await call(null, 'GET', `/api/journeys/${journey.id}`)).status).toBe(200);
    // Restoring a live journey is "not found": there is nothing to undo.
    expect((await call(ada, 'POST', `/api/journeys/${journey.id}/restore`)).status).toBe(404);
  });

  it('archives, duplicates and forks', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const source = await postJourney(api, ada, {
      title: 'Learn Go',
      visibility: 'public',
      category: 'learning',
      startDate: '2026-01-01',
      steps: [{ title: 'Tour', dueDate: '2026-02-01' }, { title: 'Project' }],
    });
    await call(ada, 'POST', `/api/steps/${source.steps[0]!.id}/complete`);

    const archived = await expectOk(
      journeySchema,
      200,
      ada,
      'POST',
      `/api/journeys/${source.id}/archive`,
    );
    expect(archived.status).toBe('archived');
    const own = await expectOk(journeyPageSchema, 200, ada, 'GET', '/api/journeys?limit=100');
    expect(own.items.map((j) => j.id)).not.toContain(source.id);
    const onlyArchived = await expectOk(
      journeyPageSchema,
      200,
      ada,
      'GET',
      '/api/journeys?status=archived',
    );
    expect(onlyArchived.items.map((j) => j.id)).toEqual([source.id]);

    const copy = await expectOk(
      journeyDetailSchema,
      201,
      ada,
      'POST',
      `/api/journeys/${source.id}/duplicate`,
    );
    expect(copy).toMatchObject({
      title: 'Learn Go (copy)',
      ownerId: ada.id,
      status: 'planned',
      startDate: '2026-01-01',
      completedStepCount: 0,
      stepCount: 2,
    });
    expect(copy.steps.map((s) => [s.title, s.dueDate, s.completedAt])).toEqual([
      ['Tour', '2026-02-01', null],
      ['Project', null, null],
    ]);

    const fork = await expectOk(
      journeyDetailSchema,
      201,
      bob,
      'POST',
      `/api/journeys/${source.id}/fork`,
    );
    expect(fork).toMatchObject({
      title: 'Learn Go',
      ownerId: bob.id,
      forkedFromId: source.id,
      visibility: 'private',
      status: 'planned',
      startDate: null,
      progress: 0,
    });
    expect(fork.steps.map((s) => [s.title, s.dueDate, s.completedAt])).toEqual([
      ['Tour', null, null],
      ['Project', null, null],
    ]);
    expect(await activityVerbs(fork.id)).toEqual(['journey.forked']);

    const secret = await postJourney(api, ada, { title: 'Mine alone' });
    expect((await call(bob, 'POST', `/api/journeys/${secret.id}/fork`)).status).toBe(404);
  });

  it('filters and searches the own list', async () => {
    const ada = await user('filters');
    await postJourney(api, ada, {
      title: 'Swim 100%_ daily',
      category: 'fitness',
      visibility: 'public',
    });
    await postJourney(api, ada, { title: 'Read books', category: 'learning' });
    const titles = async (query: string) =>
      (await expectOk(journeyPageSchema, 200, ada, 'GET', `/api/journeys?${query}`)).items.map(
        (j) => j.title,
      );
    expect(await titles('category=fitness')).toEqual(['Swim 100%_ daily']);
    expect(await titles('visibility=private')).toEqual(['Read books']);
    expect(await titles('q=BOOK')).toEqual(['Read books']);
    // LIKE wildcards are searched for literally.
    expect(await titles('q=%25_')).toEqual(['Swim 100%_ daily']);
    expect(await titles('sort=title')).toEqual(['Read books', 'Swim 100%_ daily']);
    const badSort = await expectError(400, ada, 'GET', '/api/journeys?sort=random');
    expect(fieldsOf(badSort)).toEqual(['sort']);
    const badCursor = await expectError(400, ada, 'GET', '/api/journeys?cursor=nonsense');
    expect(fieldsOf(badCursor)).toEqual(['cursor']);
  });
});
