import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardSchema } from '@waymark/shared/journeys/dashboard-contracts';
import { addDays, localDate } from '@waymark/shared/journeys/dates';
import { journeySteps } from '@/db/tables/journeys';
import { smokeEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { useApiTest } from '../../../test/api-client';
import { weeklyCounts } from './service';

describe('weeklyCounts', () => {
  it('puts completions into Monday weeks of the time zone, oldest first', () => {
    const weeks = weeklyCounts(
      [
        new Date('2026-06-07T23:30:00Z'),
        new Date('2026-06-08T09:00:00Z'),
        new Date('2026-01-01T00:00:00Z'),
      ],
      'Asia/Tokyo',
      '2026-06-10',
      3,
    );
    // 23:30 UTC on Sunday 7 June is Monday 8 June in Tokyo: both fall in the week of the 8th.
    expect(weeks).toEqual([
      { weekStart: '2026-05-25', count: 0 },
      { weekStart: '2026-06-01', count: 0 },
      { weekStart: '2026-06-08', count: 2 },
    ]);
  });
});

describe.each(smokeEngines)('dashboard on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-dashboard-');
  const { call, expectOk, user } = api;

  it('shows active journeys, steps due soon, the streak in the own time zone, and the charts', async () => {
    const ada = await user('ada');
    expect((await call(null, 'GET', '/api/dashboard')).status).toBe(401);
    expect((await call(ada, 'PATCH', '/api/settings', { timeZone: 'Asia/Kathmandu' })).status).toBe(
      200,
    );
    const today = localDate(new Date(), 'Asia/Kathmandu');

    const running = await postJourney(api, ada, {
      title: 'Running',
      category: 'fitness',
      steps: [
        { title: 'Overdue', dueDate: addDays(today, -2) },
        { title: 'Soon', dueDate: addDays(today, 3) },
        { title: 'Later', dueDate: addDays(today, 20) },
        { title: 'Done', dueDate: addDays(today, 1) },
      ],
    });
    await postJourney(api, ada, {
      title: 'Reading',
      category: 'learning',
    });
    await call(ada, 'POST', `/api/steps/${running.steps[3]!.id}/complete`);
    // Two more completions, yesterday and the day before in Kathmandu (noon there).
    const noon = (date: string) => new Date(`${date}T06:15:00Z`);
    const db = api.db();
    await db.insert(journeySteps).values(
      [1, 2].map((back) => ({
        journeyId: running.id,
        ownerId: ada.id,
        position: 10 + back,
        title: `Earlier ${back}`,
        completedAt: noon(addDays(today, -back)),
      })),
    );

    const dashboard = await expectOk(dashboardSchema, 200, ada, 'GET', '/api/dashboard');
    expect(dashboard.timeZone).toBe('Asia/Kathmandu');
    expect(dashboard.today).toBe(today);
    expect(dashboard.activeJourneys.map((j) => j.title)).toEqual(['Running']);
    expect(dashboard.dueSoon.map((d) => [d.step.title, d.overdue, d.journey.title])).toEqual([
      ['Overdue', true, 'Running'],
      ['Soon', false, 'Running'],
    ]);
    expect(dashboard.streak).toEqual({ current: 3, longest: 3, lastActiveOn: today });
    expect(dashboard.weeklyCompleted).toHaveLength(12);
    expect(dashboard.weeklyCompleted.reduce((sum, w) => sum + w.count, 0)).toBe(3);
    expect(dashboard.journeysByStatus).toEqual({
      planned: 1,
      active: 1,
      completed: 0,
      archived: 0,
    });
    expect(dashboard.journeysByCategory).toMatchObject({ fitness: 1, learning: 1, health: 0 });
    expect(dashboard.totals).toEqual({ journeys: 2, projects: 0, completedSteps: 3 });

    // Someone else's dashboard is their own.
    const bob = await user('bob');
    const empty = await expectOk(dashboardSchema, 200, bob, 'GET', '/api/dashboard');
    expect(empty).toMatchObject({
      timeZone: 'UTC',
      activeJourneys: [],
      dueSoon: [],
      streak: { current: 0, longest: 0 },
    });
    await db.delete(journeySteps).where(eq(journeySteps.journeyId, running.id));
  });
});
