import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  importApi,
  trackerImportResultSchema,
  type TrackerImportResult,
} from '@waymark/shared/data-export/import-contracts';
import { errorBodySchema } from '@waymark/shared/errors';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { stepCheckins } from '@/db/tables/habits';
import { journeyEntries } from '@/db/tables/journey-entries';
import { journeys, journeySteps } from '@/db/tables/journeys';
import { ageOwnAccount } from '@/features/test-hooks/service';
import type { TestUser } from '../../../test/accounts';
import { testOrigin } from '../../../test/accounts';
import { useApiTest } from '../../../test/api-client';
import { featureEngines } from '../../../test/engines';

// The synthetic samples of shared/formats, kept beside the parsers.
const fixtures = path.join(
  import.meta.dirname,
  '../../../../../packages/shared/src/data-export/trackers/fixtures',
);
const loopZip = readFileSync(path.join(fixtures, 'loop', 'Loop Habits CSV 2025-03-16.zip'));
const habiticaJson = readFileSync(path.join(fixtures, 'habitica-user-data.json'));
const stravaCsv = readFileSync(path.join(fixtures, 'strava-activities.csv'));

/**
 * Imports from other trackers over HTTP (issue 34, item 4): the dry run's list, the import,
 * nothing made twice on a second import and only the new on a later export, the Pro gate,
 * clear 400s for files that are not what they claim, and another person's data untouched.
 */
describe.each(featureEngines)('tracker import on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-tracker-import-');
  const { app, user, expectOk } = api;

  const post = (
    who: TestUser,
    source: string,
    body: Buffer | Uint8Array,
    dryRun: boolean,
    contentType = 'application/octet-stream',
  ) =>
    app().inject({
      method: 'POST',
      url: `${importApi.import}?source=${source}&dry_run=${dryRun}`,
      payload: Buffer.from(body),
      headers: { 'content-type': contentType, origin: testOrigin, cookie: who.cookie },
    });

  const imported = async (
    who: TestUser,
    source: string,
    body: Buffer | Uint8Array,
    dryRun: boolean,
    contentType?: string,
  ): Promise<TrackerImportResult> => {
    const response = await post(who, source, body, dryRun, contentType);
    expect(response.statusCode, response.body).toBe(200);
    return trackerImportResultSchema.parse(response.json());
  };

  const refusal = (response: Awaited<ReturnType<typeof post>>, status = 400) => {
    expect(response.statusCode, response.body).toBe(status);
    return errorBodySchema.parse(response.json()).error;
  };

  const journeysOf = (who: TestUser) =>
    api
      .db()
      .select({
        id: journeys.id,
        title: journeys.title,
        visibility: journeys.visibility,
        status: journeys.status,
        description: journeys.description,
        startDate: journeys.startDate,
        stepCount: journeys.stepCount,
        completedStepCount: journeys.completedStepCount,
      })
      .from(journeys)
      .where(eq(journeys.ownerId, who.id))
      .orderBy(asc(journeys.title));

  /** Each journey's title with its check-in days and entries (amount, day, note), by title. */
  const historyOf = async (who: TestUser) => {
    const rows = await journeysOf(who);
    const history: Record<string, { checkins: string[]; entries: [number, string, string][] }> = {};
    for (const journey of rows) {
      const checkins = await api
        .db()
        .select({ day: stepCheckins.occurredOn, author: stepCheckins.authorId })
        .from(stepCheckins)
        .where(eq(stepCheckins.journeyId, journey.id))
        .orderBy(asc(stepCheckins.occurredOn));
      const entries = await api
        .db()
        .select({
          amount: journeyEntries.amount,
          day: journeyEntries.occurredOn,
          note: journeyEntries.note,
          author: journeyEntries.authorId,
        })
        .from(journeyEntries)
        .where(eq(journeyEntries.journeyId, journey.id))
        .orderBy(asc(journeyEntries.occurredOn));
      expect([...checkins, ...entries].every((row) => row.author === who.id)).toBe(true);
      history[journey.title] = {
        checkins: checkins.map((row) => row.day),
        entries: entries.map((row) => [Number(row.amount), row.day, row.note]),
      };
    }
    return history;
  };

  /** The Loop sample as a later export: a day more of stretching and reading. */
  const laterLoopZip = () => {
    const files = unzipSync(new Uint8Array(loopZip));
    const prepend = (name: string, line: string) => {
      const [header, ...rest] = strFromU8(files[name]!).split('\n');
      files[name] = strToU8([header, line, ...rest].join('\n'));
    };
    prepend('001 Stretch/Checkmarks.csv', '2025-03-17,YES_MANUAL,');
    prepend('002 Read/Checkmarks.csv', '2025-03-17,10000,Short story');
    return zipSync(files);
  };

  const stepsOf = (journeyId: string) =>
    api
      .db()
      .select({
        title: journeySteps.title,
        position: journeySteps.position,
        completedAt: journeySteps.completedAt,
        dueDate: journeySteps.dueDate,
      })
      .from(journeySteps)
      .where(eq(journeySteps.journeyId, journeyId))
      .orderBy(asc(journeySteps.position));

  it('lists a Loop export in a dry run, imports it once, and makes nothing on a second import', async () => {
    const ada = await user('ada');
    const dry = await imported(ada, 'loop', loopZip, true, 'application/zip');
    expect(dry).toMatchObject({ dry_run: true, source: 'loop', warnings: [] });
    expect(
      dry.journeys.map((j) => [
        j.title,
        j.action,
        j.unit,
        j.steps.create,
        j.checkins.create,
        j.entries.create,
      ]),
    ).toEqual([
      ['Stretch', 'create', null, 1, 13, 0],
      ['Read', 'create', 'pages', 0, 0, 10],
      ['Swim', 'create', null, 1, 5, 0],
    ]);
    expect(dry.journeys[0]!.new_steps).toEqual(['Did you stretch today?']);
    expect(dry.totals).toEqual({
      journeys: { create: 3, skip: 0 },
      steps: { create: 2, skip: 0 },
      checkins: { create: 18, skip: 0 },
      entries: { create: 10, skip: 0 },
    });
    expect(await journeysOf(ada)).toEqual([]);

    const done = await imported(ada, 'loop', loopZip, false, 'application/zip');
    expect({ ...done, dry_run: true }).toEqual(dry);
    const made = await journeysOf(ada);
    expect(made.map((j) => [j.title, j.visibility, j.status, j.stepCount, j.startDate])).toEqual([
      ['Read', 'private', 'active', 0, '2025-02-24'],
      ['Stretch', 'private', 'active', 1, '2025-02-24'],
      ['Swim', 'private', 'active', 1, '2025-02-25'],
    ]);
    expect(made[0]!.description).toBe(
      'How many pages did you read today?\n\nFiction, mostly\n\nAmounts in pages.',
    );
    // The owner reads it through the API like any journey of theirs.
    const detail = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${made[1]!.id}`,
    );
    expect(detail.steps.map((step) => step.title)).toEqual(['Did you stretch today?']);

    const history = await historyOf(ada);
    expect(history.Stretch!.checkins).toHaveLength(13);
    expect(history.Read!.entries).toHaveLength(10);
    expect(history.Read!.entries[2]).toEqual([30, '2025-02-26', 'Finished "The Long Way"']);
    expect(history.Swim!.checkins).toEqual([
      '2025-02-25',
      '2025-02-27',
      '2025-03-05',
      '2025-03-08',
      '2025-03-14',
    ]);
    const [stretchStep] = await api
      .db()
      .select({ times: journeySteps.scheduleTimes, per: journeySteps.schedulePer })
      .from(journeySteps)
      .where(eq(journeySteps.journeyId, made[1]!.id));
    expect(stretchStep).toEqual({ times: 1, per: 'day' });

    const again = await imported(ada, 'loop', loopZip, false);
    expect(again.journeys.map((j) => j.action)).toEqual(['update', 'update', 'update']);
    expect(again.totals).toEqual({
      journeys: { create: 0, skip: 3 },
      steps: { create: 0, skip: 2 },
      checkins: { create: 0, skip: 18 },
      entries: { create: 0, skip: 10 },
    });
    expect(await journeysOf(ada)).toEqual(made);
    expect(await historyOf(ada)).toEqual(history);

    // A month later, a new export of the same habits: only the new days come in.
    const later = await imported(ada, 'loop', laterLoopZip(), false);
    expect(later.totals).toEqual({
      journeys: { create: 0, skip: 3 },
      steps: { create: 0, skip: 2 },
      checkins: { create: 1, skip: 18 },
      entries: { create: 1, skip: 10 },
    });
    const grown = await historyOf(ada);
    // A journey in the bin takes nothing new (and the import does not fail on it).
    const stretchId = made[1]!.id;
    expect((await api.call(ada, 'DELETE', `/api/journeys/${stretchId}`)).status).toBeLessThan(300);
    const binned = await imported(ada, 'loop', laterLoopZip(), false);
    expect(binned.warnings).toEqual([{ code: 'journeyInBin', name: 'Stretch' }]);
    expect(binned.totals.checkins).toEqual({ create: 0, skip: 19 });
    expect(grown.Stretch!.checkins.at(-1)).toBe('2025-03-17');
    expect(grown.Stretch!.checkins).toHaveLength(14);
    expect(grown.Read!.entries.at(-1)).toEqual([10, '2025-03-17', 'Short story']);
  });

  it('imports Habitica: habits and to-dos, ticks kept; a later export adds only the new to-do', async () => {
    const bea = await user('bea');
    const first = await imported(bea, 'habitica', habiticaJson, false, 'application/json');
    expect(first.journeys.map((j) => [j.title, j.steps.create, j.checkins.create])).toEqual([
      ['Habits from Habitica', 4, 32],
      ['To-dos from Habitica', 2, 0],
    ]);
    const [habits, todos] = await journeysOf(bea);
    expect(habits!.stepCount).toBe(4);
    expect((await historyOf(bea))['Habits from Habitica']!.checkins).toHaveLength(32);
    expect(todos).toMatchObject({ stepCount: 2, completedStepCount: 1 });
    const todoSteps = await stepsOf(todos!.id);
    expect(
      todoSteps.map((s) => [s.title, s.completedAt?.toISOString() ?? null, s.dueDate]),
    ).toEqual([
      ['Buy new running shoes', '2025-03-07T17:20:44.000Z', null],
      ['Sign up for the spring 10k', null, '2025-03-31'],
    ]);

    const later = JSON.parse(habiticaJson.toString('utf8')) as { tasks: { todos: unknown[] } };
    later.tasks.todos.push({
      _id: '0d3f7a52-5b1e-4b43-9c55-0c8a4b3f9a11',
      type: 'todo',
      text: 'Book the race hotel',
      completed: false,
    });
    const update = await imported(bea, 'habitica', strToU8(JSON.stringify(later)), false);
    expect(update.journeys.map((j) => [j.title, j.action, j.steps.create, j.new_steps])).toEqual([
      ['Habits from Habitica', 'update', 0, []],
      ['To-dos from Habitica', 'update', 1, ['Book the race hotel']],
    ]);
    const after = await journeysOf(bea);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ stepCount: 3, completedStepCount: 1 });
    expect((await stepsOf(todos!.id)).map((s) => [s.title, s.position])).toEqual([
      ['Buy new running shoes', 0],
      ['Sign up for the spring 10k', 1],
      ['Book the race hotel', 2],
    ]);
  });

  it('imports Strava from activities.csv or from the archive zip, as the same journeys', async () => {
    const cleo = await user('cleo');
    const dry = await imported(cleo, 'strava', stravaCsv, true, 'text/csv');
    expect(dry.journeys.map((j) => [j.title, j.unit, j.entries.create])).toEqual([
      ['Running', 'km', 1],
      ['Cycling', 'km', 1],
      ['Weight training', 'min', 1],
    ]);
    await imported(cleo, 'strava', stravaCsv, false, 'text/csv');
    const archive = zipSync({
      'activities.csv': new Uint8Array(stravaCsv),
      'profile.csv': strToU8('x'),
    });
    const again = await imported(cleo, 'strava', archive, false, 'application/zip');
    expect(again.totals.journeys).toEqual({ create: 0, skip: 3 });
    expect(await historyOf(cleo)).toEqual({
      Cycling: { checkins: [], entries: [[42.18, '2025-03-16', 'Sunday ride, with coffee stop']] },
      Running: { checkins: [], entries: [[7.41, '2025-03-15', 'Morning Run']] },
      'Weight training': { checkins: [], entries: [[60, '2025-03-18', 'Gym: legs']] },
    });
  });

  it('leaves another person’s data alone: their import is theirs, yours is yours', async () => {
    const dan = await user('dan');
    const eve = await user('eve');
    await imported(dan, 'loop', loopZip, false);
    const dans = await journeysOf(dan);
    // Eve's keys are her own: Dan's import does not make hers a "second import".
    const evesRun = await imported(eve, 'loop', loopZip, false);
    expect(evesRun.totals.journeys).toEqual({ create: 3, skip: 0 });
    expect(await journeysOf(dan)).toEqual(dans);
    expect(await journeysOf(eve)).toHaveLength(3);
    const dansIds = new Set(dans.map((j) => j.id));
    expect((await journeysOf(eve)).some((j) => dansIds.has(j.id))).toBe(false);
  });

  it('is Pro: 402 SUBSCRIPTION_REQUIRED past grace without Pro, the dry run included', async () => {
    const lapsed = await user('lapsed');
    await ageOwnAccount(api.db(), lapsed.id, 9);
    for (const dryRun of [true, false]) {
      const error = refusal(await post(lapsed, 'loop', loopZip, dryRun), 402);
      expect(error.code).toBe('SUBSCRIPTION_REQUIRED');
    }
    expect(await journeysOf(lapsed)).toEqual([]);
  });

  it('answers files that are not what they claim with a clear 400, writing nothing', async () => {
    const finn = await user('finn');
    const cases: [string, Buffer | Uint8Array, string][] = [
      [
        'loop',
        habiticaJson,
        "This does not look like a Loop Habit Tracker export: choose the zip that Loop's “Export as CSV” makes",
      ],
      [
        'loop',
        zipSync({ 'notes.txt': strToU8('hi') }),
        'This does not look like a Loop Habit Tracker export: it has no Habits.csv',
      ],
      [
        'habitica',
        stravaCsv,
        'This does not look like a Habitica data export: the file is not JSON',
      ],
      [
        'habitica',
        strToU8('{"profile":{}}'),
        'This does not look like a Habitica data export (habitica-user-data.json)',
      ],
      ['strava', loopZip, 'This does not look like a Strava export: the zip has no activities.csv'],
      [
        'strava',
        strToU8('Date,Value,Notes\n'),
        'This does not look like a Strava export: activities.csv starts with “Date”, not “Activity ID” (English and German exports are read)',
      ],
    ];
    for (const [source, body, message] of cases) {
      const error = refusal(await post(finn, source, body, false));
      expect(error.message, source).toBe(message);
    }
    expect(refusal(await post(finn, 'loop', new Uint8Array(), false)).message).toBe(
      'The file is empty',
    );
    const unknown = refusal(await post(finn, 'evernote', loopZip, true));
    expect(unknown.code).toBe('VALIDATION_FAILED');
    expect(await journeysOf(finn)).toEqual([]);
  });

  it('refuses a file over 50 MB with 413', async () => {
    const gus = await user('gus');
    const response = await post(
      gus,
      'strava',
      Buffer.alloc(50 * 1024 * 1024 + 1, 0x41),
      true,
      'text/csv',
    );
    expect(response.statusCode).toBe(413);
  });
});
