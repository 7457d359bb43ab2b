import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { userTextMessage } from '@waymark/shared/text';
import { encodeCursor } from '@/lib/keyset-cursor';
import { useApiTest } from './api-client';
import { testOrigin } from './accounts';
import { smokeEngines } from './engines';
import { postJourney } from './factories';

const nul = 'Morning\u0000run';
const loneSurrogate = 'Morning \uD83C run';

/**
 * Crafted input that reached the database and came back as a 500 (issue 13, "Bad input:
 * zero 5xx"): a NUL byte or a lone surrogate in user text, cursors holding values their
 * column cannot take, a deleted account's token. Each is now a 400 before anything is written.
 */
describe.each(smokeEngines)('bad input on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-bad-input-');
  const { call, expectOk, expectError, user } = api;

  const expectTextRefused = async (...request: Parameters<typeof call>) => {
    const error = await expectError(400, ...request);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain(userTextMessage);
    return error;
  };

  it.each([
    ['a NUL byte', nul],
    ['a lone surrogate', loneSurrogate],
  ])('refuses %s in a journey title or step, and writes nothing', async (_name, text) => {
    const ada = await user('ada');
    const titled = await expectTextRefused(ada, 'POST', '/api/journeys', { title: text });
    expect(titled.details).toEqual([{ path: 'title', message: userTextMessage }]);
    const stepped = await expectTextRefused(ada, 'POST', '/api/journeys', {
      title: 'Run a marathon',
      steps: [{ title: 'Buy shoes' }, { title: text }],
    });
    expect(stepped.details).toEqual([{ path: 'steps.1.title', message: userTextMessage }]);
    const page = await expectOk(journeyPageSchema, 200, ada, 'GET', '/api/journeys');
    expect(page.items).toEqual([]);
  });

  it('refuses a NUL byte in a new or edited step, its notes and the journey document', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Learn Welsh',
      steps: [{ title: 'Greetings' }],
    });
    const step = journey.steps[0]!;
    await expectTextRefused(ada, 'POST', `/api/journeys/${journey.id}/steps`, { title: nul });
    await expectTextRefused(ada, 'PATCH', `/api/steps/${step.id}`, { notes: nul });
    await expectTextRefused(ada, 'PUT', `/api/journeys/${journey.id}/document`, {
      baseVersion: 0,
      document: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: nul }] }],
      },
    });
    const after = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${journey.id}`,
    );
    expect(after.steps.map((s) => [s.title, s.notes])).toEqual([['Greetings', '']]);
    expect(after.version).toBe(journey.version);
  });

  it('refuses a NUL byte in a project, a profile, a search, a support message and a report', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    await expectTextRefused(ada, 'POST', '/api/projects', { title: nul });
    await expectTextRefused(ada, 'POST', '/api/projects', { title: 'Home', description: nul });
    const projects = await call(ada, 'GET', '/api/projects');
    expect(projects.body).toMatchObject({ items: [] });

    await expectTextRefused(ada, 'PATCH', '/api/me/profile', { bio: nul });
    await expectTextRefused(ada, 'PATCH', '/api/me/profile', { fullName: loneSurrogate });
    const profile = await call(ada, 'GET', '/api/me/profile');
    expect(profile.body).toMatchObject({ bio: null, fullName: ada.name });

    await expectTextRefused(ada, 'GET', '/api/journeys?q=%00');
    await expectTextRefused(ada, 'GET', '/api/projects?q=run%00');
    await expectTextRefused(null, 'POST', '/api/support', {
      subject: 'Help please',
      message: nul.repeat(3),
      email: 'visitor@example.com',
    });
    await expectTextRefused(ada, 'POST', `/api/profiles/${bob.id}/report`, {
      reason: 'spam',
      details: nul,
    });
  });

  it('refuses a NUL byte in a second-factor name and in a subscription idempotency key', async () => {
    const ada = await user('ada');
    const factor = await call(ada, 'POST', '/api/auth/factors', {
      factor_type: 'totp',
      friendly_name: nul,
    });
    expect(factor.status, JSON.stringify(factor.body)).toBe(400);
    expect(JSON.stringify(factor.body)).toContain(userTextMessage);
    const listed = await call(ada, 'GET', '/api/auth/factors');
    expect(listed.body).toMatchObject({ factors: [] });

    const subscribe = await call(ada, 'POST', '/api/billing/subscriptions', {
      idempotencyKey: `key-${nul}`,
    });
    expect(subscribe.status, JSON.stringify(subscribe.body)).toBe(400);
    expect(JSON.stringify(subscribe.body)).toContain(userTextMessage);
  });

  it.each([
    ['a date that does not exist', '/api/journeys?sort=targetDate', ['2024-13-45', randomUUID()]],
    ['year 0000 in a date', '/api/journeys?sort=targetDate', ['0000-01-01', randomUUID()]],
    ['an integer past 2^31', '/api/journeys?sort=progress', [2 ** 31, randomUUID()]],
    ['a fraction', '/api/journeys?sort=progress', [0.5, randomUUID()]],
    ['year 0000', '/api/journeys?sort=updated', ['0000-01-01T00:00:00.000Z', randomUUID()]],
    ['year 0000', '/api/projects?sort=created', ['0000-06-01T00:00:00.000Z', randomUUID()]],
    ['a NUL byte in a title', '/api/journeys?sort=title', [nul, randomUUID()]],
    ['a NUL byte in a title', '/api/projects?sort=title', [nul, randomUUID()]],
    ['an id that is no uuid', '/api/journeys?sort=created', ['2024-01-01T00:00:00Z', 'x']],
  ] as const)('answers 400 to a cursor holding %s (%s)', async (_name, list, key) => {
    const ada = await user('ada');
    const cursor = encodeCursor(key as unknown as Parameters<typeof encodeCursor>[0]);
    const error = await expectError(400, ada, 'GET', `${list}&cursor=${cursor}`);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'cursor', message: 'The cursor is not valid for this list' }],
    });
  });

  it("answers a deleted account's token without a 5xx and writes nothing", async () => {
    const gone = await user('gone');
    const tokenResponse = await api.app().inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: gone.cookie },
    });
    const { token } = tokenResponse.json<{ token: string }>();
    const deleted = await api.app().inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: gone.password },
      headers: { origin: testOrigin, cookie: gone.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const create = await api.app().inject({
      method: 'POST',
      url: '/api/journeys',
      payload: { title: 'Still here?' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(create.statusCode, create.body).toBeGreaterThanOrEqual(400);
    expect(create.statusCode, create.body).toBeLessThan(500);
  });
});
