import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '@waymark/shared/journeys/dates';
import {
  checkinDeletedSchema,
  checkinListSchema,
  checkinResultSchema,
} from '@waymark/shared/journeys/habits/checkin-contracts';
import { habitsApi } from '@waymark/shared/journeys/habits/habits-api-paths';
import { pauseListSchema, pauseSchema } from '@waymark/shared/journeys/habits/pause-contracts';
import {
  journeyDetailSchema,
  stepChangeResultSchema,
} from '@waymark/shared/journeys/journey-contracts';
import { insightsApi, insightsOverviewSchema } from '@waymark/shared/insights/contracts';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { fieldsOf, useApiTest } from '../../../../test/api-client';
import { featureEngines } from '../../../../test/engines';
import { createFollow, postJourney } from '../../../../test/factories';

const today = () => localDate(new Date(), 'UTC');

describe.each(featureEngines)('habits and pauses on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-habits-');
  const { call, expectOk, expectError, user } = api;

  /** A journey of `owner` with one daily habit (3 a week when said) and one one-off step. */
  async function habitJourney(
    owner: Awaited<ReturnType<typeof user>>,
    visibility: 'private' | 'public' | 'followers' = 'private',
  ) {
    const journey = await postJourney(api, owner, { visibility, steps: [{ title: 'Once' }] });
    const { step } = await expectOk(
      stepChangeResultSchema,
      201,
      owner,
      'POST',
      `/api/journeys/${journey.id}/steps`,
      { title: 'Stretch', schedule: { times: 1, per: 'day' } },
    );
    return { journey, habit: step, once: journey.steps[0]! };
  }

  it('makes a step recur, checks in, and shows the streak on the journey', async () => {
    const ada = await user('ada');
    const { journey, habit } = await habitJourney(ada);
    expect(habit.schedule).toEqual({ times: 1, per: 'day' });
    expect(habit.streak).toEqual({ current: 0, best: 0, freezes: 0 });
    expect(habit.checkedInToday).toBe(false);

    for (const back of [3, 2, 1]) {
      await expectOk(
        checkinResultSchema,
        201,
        ada,
        'POST',
        habitsApi.checkins(journey.id, habit.id),
        {
          occurredOn: addDays(today(), -back),
        },
      );
    }
    const now = await expectOk(
      checkinResultSchema,
      201,
      ada,
      'POST',
      habitsApi.checkins(journey.id, habit.id),
      {},
    );
    expect(now.checkin.occurredOn).toBe(today());
    expect(now.habit.streak).toEqual({ current: 4, best: 4, freezes: 1 });
    expect(now.habit.checkedInToday).toBe(true);
    expect(now.habit.period).toMatchObject({ start: today(), count: 1, required: 1 });

    const detail = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}`,
    );
    const shown = detail.steps.find((step) => step.id === habit.id)!;
    expect(shown).toMatchObject({ streak: { current: 4 }, checkedInToday: true });
    expect(detail.steps.find((step) => step.id !== habit.id)!.schedule).toBeNull();

    const list = await expectOk(
      checkinListSchema,
      200,
      ada,
      'GET',
      habitsApi.checkins(journey.id, habit.id),
    );
    expect(list.checkins.map((c) => c.occurredOn)).toEqual(
      [3, 2, 1, 0].map((back) => addDays(today(), -back)),
    );
    const window = await expectOk(
      checkinListSchema,
      200,
      ada,
      'GET',
      `${habitsApi.checkins(journey.id, habit.id)}?from=${addDays(today(), -1)}&until=${today()}`,
    );
    expect(window.checkins).toHaveLength(2);

    // Undo today's, by id and by day.
    const undone = await expectOk(
      checkinDeletedSchema,
      200,
      ada,
      'DELETE',
      habitsApi.checkin(journey.id, habit.id, now.checkin.id),
    );
    expect(undone.habit).toMatchObject({ checkedInToday: false, streak: { current: 3 } });
    const byDay = await expectOk(
      checkinDeletedSchema,
      200,
      ada,
      'DELETE',
      `${habitsApi.checkins(journey.id, habit.id)}?on=${addDays(today(), -1)}`,
    );
    // Yesterday missed now, and no freeze earned yet: the streak ends, the best stays.
    expect(byDay.habit.streak).toEqual({ current: 0, best: 2, freezes: 0 });
    await expectError(404, ada, 'DELETE', habitsApi.checkin(journey.id, habit.id, now.checkin.id));
  });

  it('keeps the streak through a pause, and lists and removes pauses', async () => {
    const ada = await user('ada');
    const { journey, habit } = await habitJourney(ada);
    // Done three days, then a five-day holiday, then yesterday and today.
    for (const back of [8, 7, 6, 1, 0]) {
      await call(ada, 'POST', habitsApi.checkins(journey.id, habit.id), {
        occurredOn: addDays(today(), -back),
      });
    }
    const stepOf = async () =>
      (
        await expectOk(journeyDetailSchema, 200, ada, 'GET', `/api/journeys/${journey.id}`)
      ).steps.find((step) => step.id === habit.id)!;
    // Without the pause, the 4th freeze-less gap breaks it (one freeze not yet earned).
    expect((await stepOf()).streak!.current).toBe(2);

    const pause = await expectOk(pauseSchema, 201, ada, 'POST', habitsApi.pauses(journey.id), {
      from: addDays(today(), -5),
      until: addDays(today(), -2),
      reason: '  Holiday in Lisbon ',
    });
    expect(pause).toMatchObject({ reason: 'Holiday in Lisbon', createdBy: ada.id });
    expect((await stepOf()).streak).toEqual({ current: 5, best: 5, freezes: 1 });

    const list = await expectOk(pauseListSchema, 200, ada, 'GET', habitsApi.pauses(journey.id));
    expect(list.pauses.map((p) => p.id)).toEqual([pause.id]);
    expect((await call(ada, 'DELETE', habitsApi.pause(journey.id, pause.id))).status).toBe(204);
    expect((await stepOf()).streak!.current).toBe(2);
    await expectError(404, ada, 'DELETE', habitsApi.pause(journey.id, pause.id));
  });

  it('answers bad input with clear 400s and a one-off step with 409', async () => {
    const ada = await user('ada');
    const { journey, habit, once } = await habitJourney(ada);

    const backwards = await expectError(400, ada, 'POST', habitsApi.pauses(journey.id), {
      from: '2026-05-10',
      until: '2026-05-09',
    });
    expect(backwards.message).toContain('The pause must end on or after the day it starts');
    expect(fieldsOf(backwards)).toEqual(['until']);
    const long = await expectError(400, ada, 'POST', habitsApi.pauses(journey.id), {
      from: '2026-01-01',
      until: '2027-06-01',
    });
    expect(long.message).toContain('at most 366 days');
    const reason = await expectError(400, ada, 'POST', habitsApi.pauses(journey.id), {
      from: '2026-01-01',
      until: '2026-01-02',
      reason: 'x'.repeat(201),
    });
    expect(reason.message).toContain('at most 200 characters');
    expect(
      fieldsOf(await expectError(400, ada, 'POST', habitsApi.pauses(journey.id), { from: 'soon' })),
    ).toEqual(expect.arrayContaining(['from', 'until']));

    const future = await expectError(400, ada, 'POST', habitsApi.checkins(journey.id, habit.id), {
      occurredOn: addDays(today(), 2),
    });
    expect(future.message).toContain('A check-in cannot be in the future');
    expect(fieldsOf(future)).toEqual(['occurredOn']);
    await expectError(400, ada, 'POST', habitsApi.checkins(journey.id, habit.id), {
      occurredOn: '2026-02-30',
    });

    const oneOff = await expectError(409, ada, 'POST', habitsApi.checkins(journey.id, once.id), {});
    expect(oneOff.message).toContain('This step does not repeat');

    for (const schedule of [
      { times: 11, per: 'day' },
      { times: 22, per: 'week' },
      { times: 32, per: 'month' },
      { times: 0, per: 'week' },
      { times: 1.5, per: 'week' },
      { times: 2, per: 'year' },
    ]) {
      const error = await expectError(400, ada, 'POST', `/api/journeys/${journey.id}/steps`, {
        title: 'Too often',
        schedule,
      });
      expect(error.message).toMatch(/schedule/);
    }
    const tooMany = await expectError(400, ada, 'PATCH', `/api/steps/${habit.id}`, {
      schedule: { times: 11, per: 'day' },
    });
    expect(tooMany.message).toContain('at most 10 times a day');

    // Unknown ids are 404, malformed ones 400.
    await expectError(404, ada, 'POST', habitsApi.checkins(journey.id, crypto.randomUUID()), {});
    await expectError(400, ada, 'POST', habitsApi.checkins(journey.id, 'nope'), {});
    await expectError(
      400,
      ada,
      'GET',
      `${habitsApi.checkins(journey.id, habit.id)}?from=2026-05-02&until=2026-05-01`,
    );
  });

  it('turns a habit back into a one-off and into a habit again', async () => {
    const ada = await user('ada');
    const { habit } = await habitJourney(ada);
    const weekly = await expectOk(
      stepChangeResultSchema,
      200,
      ada,
      'PATCH',
      `/api/steps/${habit.id}`,
      {
        schedule: { times: 3, per: 'week' },
      },
    );
    expect(weekly.step).toMatchObject({
      schedule: { times: 3, per: 'week' },
      period: { required: 3 },
    });
    const off = await expectOk(
      stepChangeResultSchema,
      200,
      ada,
      'PATCH',
      `/api/steps/${habit.id}`,
      {
        schedule: null,
      },
    );
    expect(off.step.schedule).toBeNull();
    expect(off.step.streak).toBeUndefined();
  });

  it('keeps habits and pauses free: a person past the trial checks in and pauses', async () => {
    const lapsed = await user('lapsed');
    const { journey, habit } = await habitJourney(lapsed);
    await ageOwnAccount(api.db(), lapsed.id, 9);
    // Journeys themselves are paid writes…
    expect(
      (await call(lapsed, 'POST', `/api/journeys/${journey.id}/steps`, { title: 'x' })).status,
    ).toBe(402);
    // …habits and pauses are not.
    await expectOk(
      checkinResultSchema,
      201,
      lapsed,
      'POST',
      habitsApi.checkins(journey.id, habit.id),
      {},
    );
    await expectOk(pauseSchema, 201, lapsed, 'POST', habitsApi.pauses(journey.id), {
      from: today(),
      until: addDays(today(), 3),
    });
  });

  it('shows habits in insights with their paused and frozen periods marked', async () => {
    const ada = await user('ada');
    const { journey, habit } = await habitJourney(ada);
    // Four days met (a freeze earned), one missed (frozen), two paused, then today.
    for (const back of [10, 9, 8, 7, 5, 4, 1, 0]) {
      await call(ada, 'POST', habitsApi.checkins(journey.id, habit.id), {
        occurredOn: addDays(today(), -back),
      });
    }
    await expectOk(pauseSchema, 201, ada, 'POST', habitsApi.pauses(journey.id), {
      from: addDays(today(), -3),
      until: addDays(today(), -2),
    });
    const overview = await expectOk(insightsOverviewSchema, 200, ada, 'GET', insightsApi.overview);
    const shown = overview.habits!.find((h) => h.stepId === habit.id)!;
    expect(shown).toMatchObject({
      journeyId: journey.id,
      title: 'Stretch',
      schedule: { times: 1, per: 'day' },
      current: 8,
      best: 8,
    });
    expect(shown.periods.map((p) => p.mark)).toEqual([
      'met',
      'met',
      'met',
      'met',
      'frozen',
      'met',
      'met',
      'paused',
      'paused',
      'met',
      'met',
    ]);
  });

  describe('attacks', () => {
    it('a stranger can neither read nor write a private journey’s habits and pauses: 404', async () => {
      const ada = await user('ada');
      const eve = await user('eve');
      const { journey, habit } = await habitJourney(ada);
      const pause = await expectOk(pauseSchema, 201, ada, 'POST', habitsApi.pauses(journey.id), {
        from: today(),
        until: today(),
      });
      const mine = await expectOk(
        checkinResultSchema,
        201,
        ada,
        'POST',
        habitsApi.checkins(journey.id, habit.id),
        {},
      );

      for (const [method, url, body] of [
        ['POST', habitsApi.checkins(journey.id, habit.id), {}],
        ['GET', habitsApi.checkins(journey.id, habit.id)],
        ['DELETE', habitsApi.checkin(journey.id, habit.id, mine.checkin.id)],
        ['DELETE', `${habitsApi.checkins(journey.id, habit.id)}?on=${today()}`],
        ['GET', habitsApi.pauses(journey.id)],
        ['POST', habitsApi.pauses(journey.id), { from: today(), until: today() }],
        ['DELETE', habitsApi.pause(journey.id, pause.id)],
      ] as const) {
        await expectError(404, eve, method, url, body);
      }
      // Visitors too; writes need a session first.
      await expectError(404, null, 'GET', habitsApi.pauses(journey.id));
      await expectError(404, null, 'GET', habitsApi.checkins(journey.id, habit.id));
      await expectError(401, null, 'POST', habitsApi.checkins(journey.id, habit.id), {});
      // Nothing changed.
      const list = await expectOk(
        checkinListSchema,
        200,
        ada,
        'GET',
        habitsApi.checkins(journey.id, habit.id),
      );
      expect(list.checkins).toHaveLength(1);
      expect(
        (await expectOk(pauseListSchema, 200, ada, 'GET', habitsApi.pauses(journey.id))).pauses,
      ).toHaveLength(1);
    });

    it('a follower reads a followers-only journey’s habits and pauses but cannot write them', async () => {
      const ada = await user('ada');
      const bob = await user('bob');
      await createFollow(api.db(), { userId: ada.id, followerId: bob.id });
      const { journey, habit } = await habitJourney(ada, 'followers');
      const pause = await expectOk(pauseSchema, 201, ada, 'POST', habitsApi.pauses(journey.id), {
        from: addDays(today(), 7),
        until: addDays(today(), 9),
      });
      const mine = await expectOk(
        checkinResultSchema,
        201,
        ada,
        'POST',
        habitsApi.checkins(journey.id, habit.id),
        {},
      );

      expect(
        (await expectOk(pauseListSchema, 200, bob, 'GET', habitsApi.pauses(journey.id))).pauses,
      ).toHaveLength(1);
      expect(
        (
          await expectOk(
            checkinListSchema,
            200,
            bob,
            'GET',
            habitsApi.checkins(journey.id, habit.id),
          )
        ).checkins,
      ).toHaveLength(1);
      const seen = await expectOk(
        journeyDetailSchema,
        200,
        bob,
        'GET',
        `/api/journeys/${journey.id}`,
      );
      expect(seen.steps.find((s) => s.id === habit.id)!.streak!.current).toBe(1);

      for (const [method, url, body] of [
        ['POST', habitsApi.checkins(journey.id, habit.id), {}],
        ['DELETE', habitsApi.checkin(journey.id, habit.id, mine.checkin.id)],
        ['POST', habitsApi.pauses(journey.id), { from: today(), until: today() }],
        ['DELETE', habitsApi.pause(journey.id, pause.id)],
      ] as const) {
        await expectError(404, bob, method, url, body);
      }
      expect(
        (
          await expectOk(
            checkinListSchema,
            200,
            ada,
            'GET',
            habitsApi.checkins(journey.id, habit.id),
          )
        ).checkins,
      ).toHaveLength(1);
    });

    it('cannot check in on a step through another journey’s id, even one’s own', async () => {
      const ada = await user('ada');
      const eve = await user('eve');
      const { habit } = await habitJourney(ada, 'public');
      const { journey: evesJourney } = await habitJourney(eve);
      // Eve names her own journey and Ada's step: the step is not in it.
      await expectError(404, eve, 'POST', habitsApi.checkins(evesJourney.id, habit.id), {});
      await expectError(404, eve, 'GET', habitsApi.checkins(evesJourney.id, habit.id));
      expect(
        (
          await expectOk(
            checkinListSchema,
            200,
            eve,
            'GET',
            habitsApi.checkins(habit.journeyId, habit.id),
          )
        ).checkins,
      ).toHaveLength(0);
    });
  });
});
