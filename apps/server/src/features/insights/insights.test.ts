import { describe, expect, it } from 'vitest';
import {
  insightPreferencesSchema,
  insightsApi,
  insightsOverviewSchema,
  journeyInsightDetailSchema,
} from '@waymark/shared/insights/contracts';
import { addDays, localDate } from '@waymark/shared/journeys/dates';
import { journeySteps } from '@/db/tables/journeys';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { readOutbox } from '@/capabilities/mail/outbox';
import { createMailer } from '@/capabilities/mail/service';
import { sendWeeklySummaries } from '@/features/insights/weekly-mail';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';
import { createSubscription, postJourney } from '../../../test/factories';

describe.each(smokeEngines)('insights on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-insights-');
  const { call, expectOk, expectError, user } = api;

  it('answers 401 signed out and 402 SUBSCRIPTION_REQUIRED past grace without Pro, reads included', async () => {
    expect((await call(null, 'GET', insightsApi.overview)).status).toBe(401);
    const lapsed = await user('lapsed');
    await ageOwnAccount(api.db(), lapsed.id, 9);
    for (const [method, url, body] of [
      ['GET', insightsApi.overview],
      ['GET', insightsApi.preferences],
      ['PUT', insightsApi.preferences, { weeklyEmail: true }],
      ['GET', insightsApi.journey('00000000-0000-4000-8000-000000000000')],
    ] as const) {
      const error = await expectError(402, lapsed, method, url, body);
      expect(error.code, `${method} ${url}`).toBe('SUBSCRIPTION_REQUIRED');
    }
    // The same person with a subscription reads them.
    await createSubscription(api.db(), { userId: lapsed.id });
    await expectOk(insightsOverviewSchema, 200, lapsed, 'GET', insightsApi.overview);
  });

  it('computes the heatmap, weeks, weekdays, hours, categories and forecasts in the own time zone', async () => {
    const ada = await user('ada');
    expect((await call(ada, 'PATCH', '/api/settings', { timeZone: 'Asia/Tokyo' })).status).toBe(
      200,
    );
    const today = localDate(new Date(), 'Asia/Tokyo');
    const running = await postJourney(api, ada, {
      title: 'Run a marathon',
      category: 'fitness',
      targetDate: addDays(today, 60),
      steps: [
        { title: 'Overdue', dueDate: addDays(today, -3) },
        { title: 'Later' },
        { title: 'Much later' },
        { title: 'Last' },
      ],
    });
    const idle = await postJourney(api, ada, {
      title: 'Learn Welsh',
      category: 'learning',
      startDate: addDays(today, -40),
      steps: [{ title: 'Greetings' }],
    });
    // Two completions on earlier days at 23:30 UTC, which is 08:30 the next day in Tokyo.
    const lateUtc = (date: string) => new Date(`${addDays(date, -1)}T23:30:00Z`);
    await api
      .db()
      .insert(journeySteps)
      .values(
        [2, 9].map((back) => ({
          journeyId: running.id,
          ownerId: ada.id,
          position: 10 + back,
          title: `Done ${back}`,
          completedAt: lateUtc(addDays(today, -back)),
        })),
      );

    const overview = await expectOk(insightsOverviewSchema, 200, ada, 'GET', insightsApi.overview);
    expect(overview.timeZone).toBe('Asia/Tokyo');
    expect(overview.heatmap).toEqual([
      { date: addDays(today, -9), count: 1 },
      { date: addDays(today, -2), count: 1 },
    ]);
    expect(overview.hours[8]).toBe(2);
    expect(overview.weekdays.reduce((a, b) => a + b, 0)).toBe(2);
    expect(overview.weekly.reduce((sum, week) => sum + week.count, 0)).toBe(2);
    expect(overview.weekly).toHaveLength(26);
    const marathon = overview.journeys.find((j) => j.id === running.id)!;
    expect(marathon.overdueSteps).toBe(1);
    // The counters say 4 steps (the two inserted above bypass them), 2 of them done.
    expect(marathon.forecast.remaining).toBe(2);
    expect(marathon.forecast.expected).not.toBeNull();
    // Nothing done on Welsh in 40 days: at risk; the marathon moved two days ago.
    expect(overview.atRisk.map((j) => j.id)).toEqual([idle.id]);

    const detail = await expectOk(
      journeyInsightDetailSchema,
      200,
      ada,
      'GET',
      insightsApi.journey(running.id),
    );
    expect(detail.progress).toEqual([
      { date: addDays(today, -9), completed: 1 },
      { date: addDays(today, -2), completed: 2 },
    ]);
    expect(detail.overdue.map((step) => step.title)).toEqual(['Overdue']);
  });

  it("answers 404 for another person's journey, as for a missing one", async () => {
    const ada = await user('ada');
    const eve = await user('eve');
    const secret = await postJourney(api, ada, { title: 'Private plan', visibility: 'public' });
    const error = await expectError(404, eve, 'GET', insightsApi.journey(secret.id));
    expect(error.code).toBe('NOT_FOUND');
  });

  it('keeps the weekly mail choice, and refuses anything but a boolean with a 400', async () => {
    const ada = await user('ada');
    expect(
      await expectOk(insightPreferencesSchema, 200, ada, 'GET', insightsApi.preferences),
    ).toEqual({
      weeklyEmail: false,
    });
    await expectOk(insightPreferencesSchema, 200, ada, 'PUT', insightsApi.preferences, {
      weeklyEmail: true,
    });
    expect(
      await expectOk(insightPreferencesSchema, 200, ada, 'GET', insightsApi.preferences),
    ).toEqual({
      weeklyEmail: true,
    });
    const error = await expectError(400, ada, 'PUT', insightsApi.preferences, {
      weeklyEmail: 'yes',
    });
    expect(error.code).toBe('VALIDATION_FAILED');
  });

  it('mails the weekly summary once a week to those who asked, and to nobody else', async () => {
    const ada = await user('ada');
    const eve = await user('eve');
    await postJourney(api, ada, { title: 'Learn the cello', steps: [{ title: 'Buy a cello' }] });
    await expectOk(insightPreferencesSchema, 200, ada, 'PUT', insightsApi.preferences, {
      weeklyEmail: true,
    });
    await expectOk(insightPreferencesSchema, 200, eve, 'PUT', insightsApi.preferences, {
      weeklyEmail: false,
    });
    const dataDir = api.harness.dataDir;
    const deps = {
      db: api.db(),
      mailer: () =>
        createMailer(
          { smtpUrl: undefined, from: 'Waymark <no-reply@localhost>' },
          dataDir,
          api.app().log,
        ),
      publicUrl: 'http://localhost:3000',
      productName: 'Waymark',
    };
    expect(await sendWeeklySummaries(deps)).toBe(1);
    // The same week again: nothing more.
    expect(await sendWeeklySummaries(deps)).toBe(0);
    const mails = (await readOutbox(dataDir)).filter((mail) =>
      mail.subject.startsWith('Your Waymark week'),
    );
    expect(mails.map((mail) => mail.to)).toEqual([ada.email]);
    // Ada's steps from the tests above fall in whichever weeks today makes them.
    expect(mails[0]?.text).toMatch(/Last week you completed \d+ steps? \(the week before: \d+\)/);
    expect(mails[0]?.links).toEqual(['http://localhost:3000/insights']);
  });
});
