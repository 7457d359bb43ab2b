import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dailySchedule, habiticaDay, notHabitica, parseHabiticaExport } from './habitica';
import { planTotals, TrackerFormatError } from './plan';

const sampleText = readFileSync(
  path.join(import.meta.dirname, 'fixtures', 'habitica-user-data.json'),
  'utf8',
);
const sample = () =>
  JSON.parse(sampleText) as Record<string, unknown> & { tasks: Record<string, unknown[]> };
const account = '6513270e-269e-4d37-b2a7-4de452e6b438';

const task = (fields: Record<string, unknown>) => ({
  _id: fields.id ?? 'e5a2b0c4-0000-4000-8000-000000000001',
  text: 'Task',
  notes: '',
  ...fields,
});
const exportWith = (tasks: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ _id: 'acct', preferences: { timezoneOffset: 0, dayStart: 0 }, tasks, ...extra });

describe('Habitica user data export (sample)', () => {
  const plan = parseHabiticaExport(new TextEncoder().encode(sampleText));

  it('makes a habits journey and a to-dos journey', () => {
    expect(plan.source).toBe('habitica');
    expect(plan.journeys.map((j) => [j.title, j.sourceKey])).toEqual([
      ['Habits from Habitica', `habitica:${account}:habits`],
      ['To-dos from Habitica', `habitica:${account}:todos`],
    ]);
    expect(planTotals(plan)).toEqual({
      journeys: 2,
      steps: 6,
      checkins: 15 + 2 + 11 + 4,
      entries: 0,
    });
    expect(plan.warnings).toEqual([]);
  });

  it('brings dailies with the days they were completed, in the person’s own day', () => {
    const [stretch, longRun] = plan.journeys[0]!.steps;
    expect(stretch!.title).toBe('Morning stretch');
    expect(stretch!.schedule).toEqual({ times: 1, per: 'day' });
    // 21 entries, 6 of them cron's "not completed": those are never check-ins.
    expect(stretch!.checkins).toHaveLength(15);
    expect(stretch!.checkins).not.toContain('2025-02-27');
    expect(longRun!.schedule).toEqual({ times: 1, per: 'week' });
    expect(longRun!.checkins).toEqual(['2025-03-02', '2025-03-16']);
    expect(longRun!.notes).toBe('- [x] Warm-up 10 min\n- [x] 15 km easy');
  });

  it('brings habits with the days scored up, never from value or counters', () => {
    const [, , water, snack] = plan.journeys[0]!.steps;
    expect(water!.checkins).toHaveLength(11);
    expect(water!.schedule).toEqual({ times: 1, per: 'day' });
    expect(snack!.schedule).toEqual({ times: 1, per: 'week' });
    // Days with only "−" clicks are not the habit done.
    expect(snack!.checkins).toEqual(['2025-02-25', '2025-03-01', '2025-03-08', '2025-03-12']);
  });

  it('turns to-dos into milestones, done or not, with their due day', () => {
    const [shoes, signUp] = plan.journeys[1]!.steps;
    expect(shoes).toMatchObject({
      title: 'Buy new running shoes',
      completedAt: '2025-03-07T17:20:44.000Z',
    });
    expect(shoes!.schedule).toBeUndefined();
    expect(signUp).toMatchObject({ title: 'Sign up for the spring 10k', dueDate: '2025-03-31' });
    expect(signUp!.completedAt).toBeUndefined();
  });
});

describe('Habitica variants', () => {
  it('tolerates a missing group, unknown fields and a BOM', () => {
    const data = sample();
    delete data.tasks.todos;
    (data as Record<string, unknown>).party = { quest: {} };
    const plan = parseHabiticaExport(`\uFEFF${JSON.stringify(data)}`);
    expect(plan.journeys.map((j) => j.title)).toEqual(['Habits from Habitica']);
  });

  it('skips old and averaged entries (no completion) and counts them', () => {
    const plan = parseHabiticaExport(
      exportWith({
        dailys: [
          task({
            type: 'daily',
            frequency: 'daily',
            everyX: 1,
            history: [
              { date: 1_500_000_000_000, value: 1 },
              { date: '2017-07-15T10:00:00.000Z', value: 2, completed: true },
              { date: 'yesterday', value: 3, completed: true },
            ],
          }),
        ],
        habits: [
          task({
            id: 'h2',
            type: 'habit',
            up: true,
            history: [{ date: 1_500_000_000_000, value: 1 }],
          }),
        ],
      }),
    );
    expect(plan.journeys[0]!.steps[0]!.checkins).toEqual(['2017-07-15']);
    expect(plan.journeys[0]!.steps[1]!.checkins).toEqual([]);
    expect(plan.warnings).toEqual([
      { code: 'habiticaNoCompletion', count: 2 },
      { code: 'habiticaNoDate', count: 1 },
    ]);
  });

  it('applies the time zone and the custom day start', () => {
    // 02:30 local in UTC+2 is still the day before when the day starts at 04:00.
    const instant = Date.UTC(2025, 2, 10, 0, 30);
    expect(habiticaDay(instant, { offset: -120, dayStart: 0 })).toBe('2025-03-10');
    expect(habiticaDay(instant, { offset: -120, dayStart: 4 })).toBe('2025-03-09');
    expect(habiticaDay(instant, { offset: 300, dayStart: 0 })).toBe('2025-03-09');
  });

  it('leaves the history of a "−"-only habit out, and bad to-do dates', () => {
    const plan = parseHabiticaExport(
      exportWith({
        habits: [
          task({
            type: 'habit',
            up: false,
            down: true,
            history: [{ date: 1, value: -1, scoredUp: 0, scoredDown: 3 }],
          }),
        ],
        todos: [task({ id: 't1', type: 'todo', completed: false, date: '3/13' })],
      }),
    );
    expect(plan.journeys[0]!.steps[0]!.checkins).toEqual([]);
    expect(plan.journeys[1]!.steps[0]!.dueDate).toBeUndefined();
    expect(plan.warnings).toEqual([
      { code: 'habiticaNegativeOnly', count: 1 },
      { code: 'habiticaBadDueDate', count: 1 },
    ]);
  });

  it('spreads more to-dos than a journey holds over a second journey', () => {
    const todos = Array.from({ length: 205 }, (_, index) =>
      task({ id: `todo-${index}`, type: 'todo', text: `To-do ${index}`, completed: false }),
    );
    const plan = parseHabiticaExport(exportWith({ todos }));
    expect(plan.journeys.map((j) => [j.title, j.steps.length, j.sourceKey])).toEqual([
      ['To-dos from Habitica', 200, 'habitica:acct:todos'],
      ['To-dos from Habitica (2)', 5, 'habitica:acct:todos:2'],
    ]);
  });

  it.each([
    [
      { frequency: 'daily', everyX: 1 },
      { times: 1, per: 'day' },
    ],
    [
      { frequency: 'daily', everyX: 2 },
      { times: 4, per: 'week' },
    ],
    [
      { frequency: 'daily', everyX: 10 },
      { times: 3, per: 'month' },
    ],
    [
      { frequency: 'weekly', everyX: 1, repeat: { m: true, w: true, f: true } },
      { times: 3, per: 'week' },
    ],
    [
      { frequency: 'monthly', everyX: 1, daysOfMonth: [1, 15] },
      { times: 2, per: 'month' },
    ],
    [
      { frequency: 'yearly', everyX: 1 },
      { times: 1, per: 'month' },
    ],
  ])('schedule of %o', (fields, schedule) => {
    expect(dailySchedule(fields)).toEqual(schedule);
  });
});

describe('Habitica refusals', () => {
  const refuses = (content: string, message: string | RegExp) => {
    expect(() => parseHabiticaExport(content)).toThrow(TrackerFormatError);
    expect(() => parseHabiticaExport(content)).toThrow(message);
  };

  it('refuses what is not the user data JSON, with a clear message', () => {
    refuses('not json at all', `${notHabitica}: the file is not JSON`);
    refuses('[]', notHabitica);
    refuses('{"profile":{}}', notHabitica);
    refuses('<user><tasks/></user>', /XML export/);
    refuses(
      'Task Name,Task ID,Task Type,Date,Value\nx,y,habit,2025-01-01 10:00:00,1\n',
      /task history CSV/,
    );
    refuses(exportWith({ habits: {} }), `${notHabitica}: tasks.habits is not a list`);
    refuses(
      exportWith({ dailys: [task({ type: 'habit' })] }),
      `${notHabitica}: tasks.dailys.0 is not a daily`,
    );
    refuses(
      exportWith({ todos: [{ type: 'todo', text: 'no id' }] }),
      'tasks.todos.0 is not a todo',
    );
    refuses(
      exportWith({ rewards: [task({ type: 'reward' })] }),
      'it holds no habits, dailies or to-dos',
    );
  });
});
