import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  collaboratorListSchema,
  collaboratorSchema,
} from '@waymark/shared/journeys/collaborators/contracts';
import { collaboratorsApi } from '@waymark/shared/journeys/collaborators/api-paths';
import {
  journeyDetailSchema,
  journeySchema,
  stepChangeResultSchema,
} from '@waymark/shared/journeys/journey-contracts';
import { journeyActivitySchema } from '@waymark/shared/journeys/journey-activity-contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { notificationPageSchema } from '@waymark/shared/notifications/contracts';
import { activities } from '@/db/tables/activities';
import type { TestUser } from '../../../../test/accounts';
import { fieldsOf, useApiTest } from '../../../../test/api-client';
import { featureEngines } from '../../../../test/engines';
import { createBlock, createSubscription, postJourney } from '../../../../test/factories';

/**
 * Shared journeys (issue 34) over HTTP: who may read and change a journey shared with them,
 * and every way around it an attacker might try (a viewer writing, an editor doing the
 * owner's part, a stranger or an ex-collaborator reading, a blocked person let in).
 */
describe.each(featureEngines)('shared journeys on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-collaborators-');
  const { call, expectOk, expectError, user } = api;

  /** Ada's private journey, shared with Ed as an editor and Vi as a viewer (Ada has Pro). */
  async function sharedJourney(tag: string) {
    // People are made once per file: each test has its own, so subscriptions do not meet.
    const [ada, ed, vi, stranger] = await Promise.all([
      user(`ada-${tag}`),
      user(`ed-${tag}`),
      user(`vi-${tag}`),
      user(`stranger-${tag}`),
    ]);
    await createSubscription(api.db(), { userId: ada.id });
    const journey = await postJourney(api, ada, {
      title: 'Family savings',
      visibility: 'private',
      steps: [{ title: 'Open the account' }, { title: 'First deposit' }],
    });
    await expectOk(collaboratorSchema, 201, ...inviteArgs(ada, journey.id, ed, 'editor'));
    await expectOk(collaboratorSchema, 201, ...inviteArgs(ada, journey.id, vi, 'viewer'));
    return { ada, ed, vi, stranger, journey };
  }
  const inviteArgs = (owner: TestUser, journeyId: string, who: TestUser, role: string) =>
    [
      owner,
      'POST',
      collaboratorsApi.collaborators(journeyId),
      { username: who.username, role },
    ] as const;

  it('lets collaborators read a private journey, its steps, document and people; strangers get 404', async () => {
    const { ada, ed, vi, stranger, journey } = await sharedJourney('t1');
    for (const [who, role] of [
      [ada, 'owner'],
      [ed, 'editor'],
      [vi, 'viewer'],
    ] as const) {
      const seen = await expectOk(
        journeyDetailSchema,
        200,
        who,
        'GET',
        `/api/journeys/${journey.id}`,
      );
      expect(seen.myRole).toBe(role);
      expect(seen.steps).toHaveLength(2);
      expect(seen.canEdit).toBe(role === 'owner');
      await expectOk(
        journeyActivitySchema,
        200,
        who,
        'GET',
        `/api/journeys/${journey.id}/activity`,
      );
      expect((await call(who, 'GET', `/api/journeys/${journey.id}/document`)).status).toBe(200);
      const people = await expectOk(
        collaboratorListSchema,
        200,
        who,
        'GET',
        collaboratorsApi.collaborators(journey.id),
      );
      expect(people.owner.id).toBe(ada.id);
      expect(people.myRole).toBe(role);
      expect(people.items.map((item) => [item.person.username, item.role])).toEqual([
        [ed.username, 'editor'],
        [vi.username, 'viewer'],
      ]);
    }
    for (const path of ['', '/activity', '/document', '/collaborators']) {
      await expectError(404, stranger, 'GET', `/api/journeys/${journey.id}${path}`);
      expect(
        (await call(null, 'GET', `/api/journeys/${journey.id}${path}`)).status,
      ).toBeGreaterThanOrEqual(401);
    }
    await expectError(404, stranger, 'GET', `/api/steps/${journey.steps[0]!.id}`);
  });

  it('lets an editor tick, add and edit steps, the words and the document, and names them as the actor', async () => {
    const { ada, ed, journey } = await sharedJourney('t2');
    const [first] = journey.steps;
    const ticked = await expectOk(
      stepChangeResultSchema,
      200,
      ed,
      'POST',
      `/api/steps/${first!.id}/complete`,
    );
    expect(ticked.journey.completedStepCount).toBe(1);
    await expectOk(stepChangeResultSchema, 201, ed, 'POST', `/api/journeys/${journey.id}/steps`, {
      title: 'Second deposit',
    });
    await expectOk(stepChangeResultSchema, 200, ed, 'PATCH', `/api/steps/${first!.id}`, {
      notes: 'Done at the branch',
    });
    const edited = await expectOk(journeySchema, 200, ed, 'PATCH', `/api/journeys/${journey.id}`, {
      version: journey.version,
      title: 'Family savings 2026',
      // The edit form sends every field: the owner's, unchanged, are fine.
      visibility: 'private',
      projectId: null,
    });
    expect(edited.title).toBe('Family savings 2026');
    expect(edited.ownerId).toBe(ada.id);
    expect(
      (
        await call(ed, 'PUT', `/api/journeys/${journey.id}/document`, {
          document: { type: 'doc', content: [] },
          baseVersion: 0,
        })
      ).status,
    ).toBe(200);

    // The tick is Ed's: on the journey's activity and in the activity table.
    const story = await expectOk(
      journeyActivitySchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}/activity`,
    );
    const tick = story.items.find((item) => item.kind === 'stepCompleted');
    expect(tick && 'by' in tick ? tick.by?.id : undefined).toBe(ed.id);
    const rows = await api
      .db()
      .select()
      .from(activities)
      .where(eq(activities.journeyId, journey.id));
    expect(rows.filter((row) => row.verb === 'step.completed').map((row) => row.actorId)).toEqual([
      ed.id,
    ]);
    // The steps stay the owner's whoever added them.
    const after = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}`,
    );
    expect(after.steps.map((step) => step.title)).toEqual([
      'Open the account',
      'First deposit',
      'Second deposit',
    ]);
  });

  it('refuses an editor what only the owner does: delete, visibility, project, archive, people', async () => {
    const { ada, ed, vi, stranger, journey } = await sharedJourney('t3');
    const base = `/api/journeys/${journey.id}`;
    await expectError(403, ed, 'DELETE', base);
    await expectError(403, ed, 'PATCH', base, { version: journey.version, visibility: 'public' });
    await expectError(403, ed, 'POST', `${base}/archive`);
    await expectError(403, ed, 'POST', collaboratorsApi.collaborators(journey.id), {
      username: stranger.username,
      role: 'viewer',
    });
    await expectError(403, ed, 'PATCH', collaboratorsApi.collaborator(journey.id, vi.id), {
      role: 'editor',
    });
    await expectError(403, ed, 'DELETE', collaboratorsApi.collaborator(journey.id, vi.id));
    const still = await expectOk(journeyDetailSchema, 200, ada, 'GET', base);
    expect([still.visibility, still.status]).toEqual(['private', 'planned']);
  });

  it('refuses a viewer every write: tick, add, edit, delete a step, edit, document, delete', async () => {
    const { ada, vi, journey } = await sharedJourney('t4');
    const [first] = journey.steps;
    const base = `/api/journeys/${journey.id}`;
    await expectError(403, vi, 'POST', `/api/steps/${first!.id}/complete`);
    await expectError(403, vi, 'PATCH', `/api/steps/${first!.id}`, { title: 'Mine now' });
    await expectError(403, vi, 'DELETE', `/api/steps/${first!.id}`);
    await expectError(403, vi, 'POST', `${base}/steps`, { title: 'Sneaky' });
    await expectError(403, vi, 'PUT', `${base}/steps/order`, {
      stepIds: journey.steps.map((step) => step.id).reverse(),
    });
    await expectError(403, vi, 'PATCH', base, { version: journey.version, title: 'Hijacked' });
    await expectError(403, vi, 'PUT', `${base}/document`, {
      document: { type: 'doc', content: [] },
      baseVersion: 0,
    });
    await expectError(403, vi, 'DELETE', base);
    const still = await expectOk(journeyDetailSchema, 200, ada, 'GET', base);
    expect(still.title).toBe('Family savings');
    expect(still.steps.map((step) => step.completedAt)).toEqual([null, null]);
  });

  it('ends access at removal and on leaving: the journey is 404 again and leaves "Shared with me"', async () => {
    const { ada, ed, vi, journey } = await sharedJourney('t5');
    const shared = await expectOk(journeyPageSchema, 200, vi, 'GET', collaboratorsApi.sharedWithMe);
    expect(shared.items.map((item) => item.id)).toEqual([journey.id]);
    expect(shared.items[0]!.owner.id).toBe(ada.id);

    expect(
      (await call(ada, 'DELETE', collaboratorsApi.collaborator(journey.id, vi.id))).status,
    ).toBe(204);
    await expectError(404, vi, 'GET', `/api/journeys/${journey.id}`);
    await expectError(404, vi, 'GET', `/api/steps/${journey.steps[0]!.id}`);
    await expectError(404, vi, 'POST', `/api/steps/${journey.steps[0]!.id}/complete`);
    const none = await expectOk(journeyPageSchema, 200, vi, 'GET', collaboratorsApi.sharedWithMe);
    expect(none.items).toEqual([]);

    // Ed leaves by himself.
    expect(
      (await call(ed, 'DELETE', collaboratorsApi.collaborator(journey.id, ed.id))).status,
    ).toBe(204);
    await expectError(404, ed, 'GET', `/api/journeys/${journey.id}`);
    await expectError(404, ed, 'PATCH', `/api/journeys/${journey.id}`, {
      version: journey.version,
      title: 'Back door',
    });
    await expectError(404, ed, 'DELETE', collaboratorsApi.collaborator(journey.id, ed.id));
  });

  it('lets the owner change a role, and the new role holds at once', async () => {
    const { ada, vi, journey } = await sharedJourney('t6');
    const changed = await expectOk(
      collaboratorSchema,
      200,
      ada,
      'PATCH',
      collaboratorsApi.collaborator(journey.id, vi.id),
      { role: 'editor' },
    );
    expect(changed.role).toBe('editor');
    await expectOk(
      stepChangeResultSchema,
      200,
      vi,
      'POST',
      `/api/steps/${journey.steps[0]!.id}/complete`,
    );
    await expectError(404, ada, 'PATCH', collaboratorsApi.collaborator(journey.id, ada.id), {
      role: 'viewer',
    });
    const error = await expectError(
      400,
      ada,
      'PATCH',
      collaboratorsApi.collaborator(journey.id, vi.id),
      {
        role: 'owner',
      },
    );
    expect(fieldsOf(error)).toEqual(['role']);
  });

  it('tells the invitee, who finds the journey under "Shared with me"', async () => {
    const { ed, journey } = await sharedJourney('t7');
    const page = await expectOk(notificationPageSchema, 200, ed, 'GET', '/api/notifications');
    const shared = page.items.find((item) => item.kind === 'journeyShared');
    expect(shared?.subject).toEqual({ type: 'journey', id: journey.id });
    expect(shared?.excerpt).toBe('Family savings');
  });

  it('answers bad invitations with clear 400s and a repeat with 409', async () => {
    const ada = await user('ada-bad');
    const bob = await user('bob-bad');
    const journey = await postJourney(api, ada, { title: 'Solo' });
    const path = collaboratorsApi.collaborators(journey.id);
    const unknown = await expectError(400, ada, 'POST', path, {
      username: 'no_such_person_x',
      role: 'viewer',
    });
    expect(unknown.message).toContain('Nobody is called @no_such_person_x');
    const self = await expectError(400, ada, 'POST', path, {
      username: ada.username,
      role: 'viewer',
    });
    expect(fieldsOf(self)).toEqual(['username']);
    expect(
      fieldsOf(
        await expectError(400, ada, 'POST', path, { username: bob.username, role: 'admin' }),
      ),
    ).toEqual(['role']);
    expect(fieldsOf(await expectError(400, ada, 'POST', path, { role: 'viewer' }))).toEqual([
      'username',
    ]);
    await expectError(400, ada, 'POST', '/api/journeys/not-a-uuid/collaborators', {
      username: bob.username,
      role: 'viewer',
    });
    await expectError(400, ada, 'DELETE', `${path}/not-a-uuid`);
    await expectOk(collaboratorSchema, 201, ada, 'POST', path, {
      username: `@${bob.username}`,
      role: 'viewer',
    });
    const again = await expectError(409, ada, 'POST', path, {
      username: bob.username,
      role: 'editor',
    });
    expect(again.message).toContain('already has access');
    await expectError(404, ada, 'DELETE', `${path}/${ada.id}`);
  });

  it('refuses to let in someone a block stands between, either way, and a block ends a sharing', async () => {
    const [ada, blocked, blocker, friend] = await Promise.all([
      user('ada-block'),
      user('blocked'),
      user('blocker'),
      user('friend'),
    ]);
    await createSubscription(api.db(), { userId: ada.id });
    await createBlock(api.db(), { userId: ada.id, blockedUserId: blocked.id });
    await createBlock(api.db(), { userId: blocker.id, blockedUserId: ada.id });
    const journey = await postJourney(api, ada, { title: 'Trip' });
    for (const who of [blocked, blocker]) {
      const refused = await expectError(403, ...inviteArgs(ada, journey.id, who, 'viewer'));
      expect(refused.message).toContain('block');
    }
    // A friend let in, who then blocks Ada: the sharing ends with the block.
    await expectOk(collaboratorSchema, 201, ...inviteArgs(ada, journey.id, friend, 'editor'));
    await expectOk(journeyDetailSchema, 200, friend, 'GET', `/api/journeys/${journey.id}`);
    expect((await call(friend, 'POST', `/api/profiles/${ada.id}/block`)).status).toBe(204);
    await expectError(404, friend, 'GET', `/api/journeys/${journey.id}`);
    const people = await expectOk(
      collaboratorListSchema,
      200,
      ada,
      'GET',
      collaboratorsApi.collaborators(journey.id),
    );
    expect(people.items).toEqual([]);
  });

  it('makes a second collaborator Pro: 402 with the paywall, then 201 once subscribed', async () => {
    const [ada, bob, cy] = await Promise.all([user('ada-pro'), user('bob-pro'), user('cy-pro')]);
    const journey = await postJourney(api, ada, { title: 'Couple trip' });
    await expectOk(collaboratorSchema, 201, ...inviteArgs(ada, journey.id, bob, 'editor'));
    const paywall = await expectError(402, ...inviteArgs(ada, journey.id, cy, 'viewer'));
    expect(paywall.code).toBe('SUBSCRIPTION_REQUIRED');
    await expectError(404, cy, 'GET', `/api/journeys/${journey.id}`);
    await createSubscription(api.db(), { userId: ada.id });
    await expectOk(collaboratorSchema, 201, ...inviteArgs(ada, journey.id, cy, 'viewer'));
  });

  it('hides a deleted journey from its collaborators, and gives it back on restore', async () => {
    const { ada, ed, journey } = await sharedJourney('t8');
    expect((await call(ada, 'DELETE', `/api/journeys/${journey.id}`)).status).toBe(200);
    await expectError(404, ed, 'GET', `/api/journeys/${journey.id}`);
    await expectError(404, ed, 'POST', `/api/journeys/${journey.id}/restore`);
    expect((await call(ada, 'POST', `/api/journeys/${journey.id}/restore`)).status).toBe(200);
    await expectOk(journeyDetailSchema, 200, ed, 'GET', `/api/journeys/${journey.id}`);
  });
  it('lets an editor check in a habit and pause the journey, and refuses a viewer both', async () => {
    const { ada, ed, vi, journey } = await sharedJourney('habits');
    const habit = await expectOk(
      stepChangeResultSchema,
      201,
      ada,
      'POST',
      `/api/journeys/${journey.id}/steps`,
      { title: 'Save every week', schedule: { times: 1, per: 'week' } },
    );
    const checkins = `/api/journeys/${journey.id}/steps/${habit.step.id}/checkins`;
    expect((await call(ed, 'POST', checkins, {})).status).toBe(201);
    await expectError(403, vi, 'POST', checkins, {});
    await expectError(403, vi, 'DELETE', `${checkins}?on=2026-11-20`);
    const pause = { from: '2026-12-20', until: '2026-12-31', reason: 'Holidays' };
    expect((await call(ed, 'POST', `/api/journeys/${journey.id}/pauses`, pause)).status).toBe(201);
    await expectError(403, vi, 'POST', `/api/journeys/${journey.id}/pauses`, pause);
    expect((await call(vi, 'GET', `/api/journeys/${journey.id}/pauses`)).status).toBe(200);
  });
  it('lets an editor log an entry toward the target, and refuses a viewer', async () => {
    const { ada, ed, vi, journey } = await sharedJourney('entries');
    await expectOk(journeySchema, 200, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      version: journey.version,
      target: { value: 5000, unit: '$' },
    });
    const entries = `/api/journeys/${journey.id}/entries`;
    expect((await call(ed, 'POST', entries, { amount: 250 })).status).toBe(201);
    await expectError(403, vi, 'POST', entries, { amount: 250 });
    const seen = await expectOk(journeyDetailSchema, 200, vi, 'GET', `/api/journeys/${journey.id}`);
    expect(seen.target).toMatchObject({ value: 5000, unit: '$', logged: 250 });
  });
});
