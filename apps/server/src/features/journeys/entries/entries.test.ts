import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  journeyEntryPageSchema,
  journeyEntrySchema,
} from '@waymark/shared/journeys/entry-contracts';
import { journeyDetailSchema, journeySchema } from '@waymark/shared/journeys/journey-contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { journeyInsightDetailSchema } from '@waymark/shared/insights/contracts';
import { timelinePageSchema, type TimelineItem } from '@waymark/shared/timeline/contracts';
import { addDays, localDate } from '@waymark/shared/journeys/dates';
import { journeyEntries } from '@/db/tables/journey-entries';
import { journeys } from '@/db/tables/journeys';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { featureEngines } from '../../../../test/engines';
import { createFollow, postJourney } from '../../../../test/factories';
import { fieldsOf, useApiTest } from '../../../../test/api-client';

const loggedSchema = z.object({ entry: journeyEntrySchema, journey: journeySchema });
const afterDeleteSchema = z.object({ journey: journeySchema });

describe.each(featureEngines)('journey targets and entries on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-journey-entries-');
  const { call, expectOk, expectError, user, db } = api;
  const entriesOf = (id: string) => `/api/journeys/${id}/entries`;
  const log = (viewer: Parameters<typeof call>[0], id: string, body: object) =>
    expectOk(loggedSchema, 201, viewer, 'POST', entriesOf(id), body);
  const listOf = (viewer: Parameters<typeof call>[0], id: string, query = '') =>
    expectOk(journeyEntryPageSchema, 200, viewer, 'GET', `${entriesOf(id)}${query}`);
  const today = () => localDate(Date.now(), 'UTC');

  it('logs entries toward a target: the sum, the progress bar and the list move together', async () => {
    const ada = await user('ada');
    const run = await postJourney(api, ada, {
      title: 'Run 100 km',
      target: { value: 100, unit: '  km ' },
      steps: [{ title: 'Buy shoes' }],
    });
    expect(run.target).toEqual({ value: 100, unit: 'km', logged: 0 });
    expect(run.progress).toBe(0);

    const first = await log(ada, run.id, {
      amount: 12.5,
      note: 'Along the river',
      occurredOn: addDays(today(), -2),
    });
    expect(first.entry).toMatchObject({ amount: 12.5, note: 'Along the river', canDelete: true });
    expect(first.entry.author).toMatchObject({ id: ada.id });
    expect(first.journey.target).toEqual({ value: 100, unit: 'km', logged: 12.5 });
    expect(first.journey.progress).toBe(13);

    const second = await log(ada, run.id, { amount: 30 });
    expect(second.entry.occurredOn).toBe(today());
    expect(second.journey.target?.logged).toBe(42.5);
    expect(second.journey.progress).toBe(43);
    await log(ada, run.id, { amount: 0.25, occurredOn: addDays(today(), -1) });

    // Newest day first, with the author's card; the detail and the list carry the sum.
    const page = await listOf(ada, run.id);
    expect(page.items.map((entry) => entry.amount)).toEqual([30, 0.25, 12.5]);
    expect(page.items[0]!.author.username).toBeTruthy();
    const detail = await expectOk(journeyDetailSchema, 200, ada, 'GET', `/api/journeys/${run.id}`);
    expect(detail.target).toEqual({ value: 100, unit: 'km', logged: 42.75 });
    const list = await expectOk(journeyPageSchema, 200, ada, 'GET', '/api/journeys');
    expect(list.items.find((item) => item.id === run.id)?.target?.logged).toBe(42.75);

    // Paged: two, then the rest.
    const head = await listOf(ada, run.id, '?limit=2');
    expect(head.items).toHaveLength(2);
    expect(head.nextCursor).not.toBeNull();
    const tail = await listOf(ada, run.id, `?limit=2&cursor=${head.nextCursor}`);
    expect(tail.items.map((entry) => entry.amount)).toEqual([12.5]);
    expect(tail.nextCursor).toBeNull();

    // Deleting takes its amount back.
    const gone = await expectOk(
      afterDeleteSchema,
      200,
      ada,
      'DELETE',
      `${entriesOf(run.id)}/${second.entry.id}`,
    );
    expect(gone.journey.target?.logged).toBe(12.75);
    expect(gone.journey.progress).toBe(13);
    expect((await listOf(ada, run.id)).items).toHaveLength(2);
  });

  it('reaches 100 at the target and stays there past it; milestones keep their counts', async () => {
    const ada = await user('ada');
    const books = await postJourney(api, ada, {
      target: { value: 3, unit: 'books' },
      steps: [{ title: 'Join the library' }],
    });
    await log(ada, books.id, { amount: 2 });
    const done = await log(ada, books.id, { amount: 2 });
    expect(done.journey.target?.logged).toBe(4);
    expect(done.journey.progress).toBe(100);
    expect(done.journey.stepCount).toBe(1);
    expect(done.journey.completedStepCount).toBe(0);
  });

  it('sets, changes and removes a target with PATCH; progress follows the steps again without one', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { steps: [{ title: 'One' }, { title: 'Two' }] });
    await call(ada, 'POST', `/api/steps/${journey.steps[0]!.id}/complete`);
    const set = await expectOk(journeySchema, 200, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      target: { value: 5000, unit: '$' },
      version: journey.version,
    });
    expect(set.target).toEqual({ value: 5000, unit: '$', logged: 0 });
    expect(set.progress).toBe(0);
    const logged = await log(ada, journey.id, { amount: 1250 });
    expect(logged.journey.progress).toBe(25);

    const removed = await expectOk(
      journeySchema,
      200,
      ada,
      'PATCH',
      `/api/journeys/${journey.id}`,
      {
        target: null,
        version: set.version,
      },
    );
    expect(removed.target).toBeNull();
    expect(removed.progress).toBe(50);
  });

  it('answers bad input with a clear 400', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { target: { value: 10, unit: 'hours' } });
    const refused = async (body: object, field: string, message: RegExp) => {
      const error = await expectError(400, ada, 'POST', entriesOf(journey.id), body);
      expect(fieldsOf(error)).toContain(field);
      expect(error.message).toMatch(message);
    };
    await refused({ amount: 0 }, 'amount', /Amount must be more than 0/);
    await refused({ amount: -5 }, 'amount', /Amount must be more than 0/);
    await refused({ amount: 0.001 }, 'amount', /at least 0.01/);
    await refused({ amount: '5' }, 'amount', /Amount must be a number/);
    await refused({ amount: 1, occurredOn: addDays(today(), 3) }, 'occurredOn', /future/);
    await refused({ amount: 1, occurredOn: '2025-02-30' }, 'occurredOn', /must exist/);
    await refused({ amount: 1, note: 'x'.repeat(501) }, 'note', /at most 500/);

    const badTarget = async (target: unknown, message: RegExp) => {
      const error = await expectError(400, ada, 'POST', '/api/journeys', { title: 'T', target });
      expect(error.message).toMatch(message);
    };
    await badTarget({ value: 10, unit: 'a'.repeat(21) }, /Unit must be at most 20 characters/);
    await badTarget({ value: 0, unit: 'km' }, /Target must be more than 0/);
    await badTarget({ value: -1, unit: 'km' }, /Target must be more than 0/);
    await badTarget({ value: 10, unit: '   ' }, /Unit is required/);
    await badTarget({ value: 10 }, /Unit is required/);
  });

  it('holds the date to the person’s own time zone when they chose one', async () => {
    const ada = await user('traveller');
    const journey = await postJourney(api, ada, { target: { value: 10, unit: 'km' } });
    await call(ada, 'PATCH', '/api/settings', { timeZone: 'Pacific/Honolulu' });
    const theirToday = localDate(Date.now(), 'Pacific/Honolulu');
    const tomorrow = addDays(theirToday, 1);
    // Tomorrow in Honolulu may still be today somewhere (UTC+14): the server's own check says no.
    const error = await expectError(400, ada, 'POST', entriesOf(journey.id), {
      amount: 1,
      occurredOn: tomorrow,
    });
    expect(error.message).toMatch(/future/);
    const logged = await log(ada, journey.id, { amount: 1 });
    expect(logged.entry.occurredOn).toBe(theirToday);
  });

  it('is for everyone: a person without Pro logs entries where other journey writes are paid', async () => {
    // A person of their own: the file's people are made once and shared by its tests.
    const ada = await user('lapsed');
    const journey = await postJourney(api, ada, { target: { value: 10, unit: 'km' } });
    await ageOwnAccount(db(), ada.id, 60);
    const logged = await log(ada, journey.id, { amount: 2 });
    await expectOk(
      afterDeleteSchema,
      200,
      ada,
      'DELETE',
      `${entriesOf(journey.id)}/${logged.entry.id}`,
    );
    await expectError(402, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      title: 'Paid edit',
      version: journey.version,
    });
  });

  describe('attacks over HTTP', () => {
    it('a stranger can neither log on nor read a private journey: 404 as if it did not exist', async () => {
      const ada = await user('ada');
      const mallory = await user('mallory');
      const secret = await postJourney(api, ada, {
        visibility: 'private',
        target: { value: 100, unit: 'km' },
      });
      await log(ada, secret.id, { amount: 5 });
      await expectError(404, mallory, 'POST', entriesOf(secret.id), { amount: 50 });
      await expectError(404, mallory, 'GET', entriesOf(secret.id));
      await expectError(404, null, 'GET', entriesOf(secret.id));
      expect((await call(null, 'POST', entriesOf(secret.id), { amount: 1 })).status).toBe(401);
      const rows = await db()
        .select()
        .from(journeyEntries)
        .where(eq(journeyEntries.journeyId, secret.id));
      expect(rows.map((row) => Number(row.amount))).toEqual([5]);
    });

    it('a follower reads a followers journey’s entries but cannot write into it', async () => {
      const ada = await user('ada');
      const bob = await user('bob');
      await createFollow(db(), { userId: ada.id, followerId: bob.id });
      const shared = await postJourney(api, ada, {
        visibility: 'followers',
        target: { value: 24, unit: 'books' },
      });
      const own = await log(ada, shared.id, { amount: 1 });
      const seen = await listOf(bob, shared.id);
      expect(seen.items).toHaveLength(1);
      expect(seen.items[0]!.canDelete).toBe(false);
      await expectError(404, bob, 'POST', entriesOf(shared.id), { amount: 3 });
      await expectError(403, bob, 'DELETE', `${entriesOf(shared.id)}/${own.entry.id}`);
      // A visitor sees nothing of it.
      await expectError(404, null, 'GET', entriesOf(shared.id));
      const [row] = await db().select().from(journeys).where(eq(journeys.id, shared.id));
      expect(Number(row!.targetLogged)).toBe(1);
    });

    it('nobody deletes someone else’s entry, nor one through another journey’s path', async () => {
      const ada = await user('ada');
      const mallory = await user('mallory');
      const open = await postJourney(api, ada, {
        visibility: 'public',
        target: { value: 100, unit: 'km' },
      });
      const entry = (await log(ada, open.id, { amount: 10 })).entry;
      // Public: the entry is seen, and its delete refused.
      expect((await listOf(null, open.id)).items).toHaveLength(1);
      await expectError(403, mallory, 'DELETE', `${entriesOf(open.id)}/${entry.id}`);
      // Mallory's own journey in the path does not reach Ada's entry.
      const mine = await postJourney(api, mallory, { target: { value: 1, unit: 'km' } });
      await expectError(404, mallory, 'DELETE', `${entriesOf(mine.id)}/${entry.id}`);
      await expectError(404, mallory, 'POST', entriesOf(open.id), { amount: 1 });
      expect((await listOf(ada, open.id)).items.map((e) => e.id)).toEqual([entry.id]);
    });
  });

  it('puts an entry on the timeline with the journey’s visibility, and takes it off with the entry', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const open = await postJourney(api, ada, {
      title: 'Run 100 km',
      visibility: 'public',
      target: { value: 100, unit: 'km' },
    });
    const secret = await postJourney(api, ada, {
      title: 'Save 5000',
      visibility: 'private',
      target: { value: 5000, unit: '$' },
    });
    const logged = await log(ada, open.id, { amount: 12.5 });
    await log(ada, secret.id, { amount: 100 });

    const everyone = await expectOk(
      timelinePageSchema,
      200,
      bob,
      'GET',
      '/api/timeline?tab=everyone&kind=entry.logged',
    );
    // Other tests of this file share the database: only this test's journeys count here.
    const ours = (items: TimelineItem[]) =>
      items.filter((item) => item.journey?.id === open.id || item.journey?.id === secret.id);
    expect(ours(everyone.items)).toHaveLength(1);
    expect(ours(everyone.items)[0]).toMatchObject({
      verb: 'entry.logged',
      actor: { id: ada.id },
      entry: { amount: 12.5, unit: 'km' },
      journey: { id: open.id, title: 'Run 100 km', progress: 13 },
    });
    const mine = await expectOk(
      timelinePageSchema,
      200,
      ada,
      'GET',
      '/api/timeline?tab=mine&kind=entry.logged',
    );
    expect(ours(mine.items)).toHaveLength(2);

    await call(ada, 'DELETE', `${entriesOf(open.id)}/${logged.entry.id}`);
    const after = await expectOk(
      timelinePageSchema,
      200,
      bob,
      'GET',
      '/api/timeline?tab=everyone&kind=entry.logged',
    );
    expect(ours(after.items)).toHaveLength(0);
  });

  it('forecasts a journey with a target from the amounts logged, in its unit', async () => {
    const ada = await user('ada');
    const run = await postJourney(api, ada, {
      target: { value: 100, unit: 'km' },
      steps: [{ title: 'Buy shoes' }],
    });
    await log(ada, run.id, { amount: 10 });
    await log(ada, run.id, { amount: 4.5, occurredOn: addDays(today(), -1) });
    const insight = await expectOk(
      journeyInsightDetailSchema,
      200,
      ada,
      'GET',
      `/api/insights/journeys/${run.id}`,
    );
    expect(insight.journey.target).toEqual({ value: 100, unit: 'km', logged: 14.5 });
    expect(insight.journey.forecast).toMatchObject({ remaining: 85.5, perWeek: 14.5 });
    expect(insight.journey.forecast.expected).not.toBeNull();
  });

  it('copies the target, never the entries, with a duplicate', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { target: { value: 100, unit: 'km' } });
    await log(ada, journey.id, { amount: 40 });
    const copy = await expectOk(
      journeyDetailSchema,
      201,
      ada,
      'POST',
      `/api/journeys/${journey.id}/duplicate`,
    );
    expect(copy.target).toEqual({ value: 100, unit: 'km', logged: 0 });
    expect((await listOf(ada, copy.id)).items).toEqual([]);
  });

  it('keeps the sum right when a journey with entries is deleted for good', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, { target: { value: 100, unit: 'km' } });
    await log(ada, journey.id, { amount: 40 });
    await call(ada, 'DELETE', `/api/journeys/${journey.id}`);
    expect((await call(ada, 'DELETE', `/api/journeys/${journey.id}/permanently`)).status).toBe(204);
    const rows = await db()
      .select()
      .from(journeyEntries)
      .where(eq(journeyEntries.journeyId, journey.id));
    expect(rows).toEqual([]);
  });
});
