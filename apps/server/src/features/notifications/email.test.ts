import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '@/capabilities/mail/service';
import { withUser } from '@/db/with-user';
import {
  MAX_EMAIL_ATTEMPTS,
  sendDigests,
  sendPendingEmails,
  type EmailJobDeps,
} from '@/features/notifications/email-jobs';
import { recordNotifications } from '@/capabilities/notification-records/record';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import { createProfile } from '../../../test/factories';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../test/app';
import { standInCaller } from '../../../test/stand-in-caller';

const secret = 'test-secret-test-secret-test-secret-0123';

/**
 * Notification e-mail (issue 16): one mail per notification that wants one, at most once and
 * retried on failure; none during quiet hours (sent after); the daily digest gathers them;
 * every mail's unsubscribe link works signed out.
 */
describe.each(featureEngines)('notification e-mail on $name', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const send = (
    method: 'GET' | 'PATCH',
    url: string,
    userId: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api${url}`, headers: { 'x-test-user': userId }, payload });
  const db = () => testDb.database.db;
  let outbox: MailMessage[] = [];
  let failing = false;
  const mailer: Mailer = {
    send: (message) => {
      if (failing) return Promise.reject(new Error('SMTP is down'));
      outbox.push(message);
      return Promise.resolve();
    },
  };
  let clock = new Date('2026-03-02T12:00:00Z');
  const deps = (): EmailJobDeps => ({
    db: db(),
    mailer: () => Promise.resolve(mailer),
    publicUrl: 'http://localhost:3000',
    productName: 'Waymark',
    // The test app's auth secret: the one its unsubscribe route checks links with.
    secret,
    now: () => clock,
  });
  const person = async () => (await createProfile(db())).id;
  const mentioned = async (recipient: string, actor: string, excerpt = 'Look at this') =>
    withUser(db(), actor, (tx) =>
      recordNotifications(tx, [
        {
          recipientId: recipient,
          actorId: actor,
          kind: 'mention',
          subject: { type: 'comment', id: null },
          excerpt,
        },
      ]),
    );

  beforeAll(async () => {
    testDb = await engine.open();
    app = await buildTestApp(testDb.database, { AUTH_SECRET: secret });
    standInCaller(app, (request) => {
      const user = request.headers['x-test-user'];
      return typeof user === 'string' ? user : null;
    });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
  });

  const reset = async () => {
    // Earlier tests' people may still have mail due: send it away first.
    failing = false;
    await sendPendingEmails(deps());
    outbox = [];
  };

  it('mails a notification once, with a link to the page and an unsubscribe link', async () => {
    await reset();
    const [ada, bo] = [await person(), await person()];
    await mentioned(ada, bo);
    await Promise.all([sendPendingEmails(deps()), sendPendingEmails(deps())]);
    await sendPendingEmails(deps());
    const mine = outbox.filter((mail) => mail.to === `user-${ada}@example.com`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain('mentioned you: “Look at this”');
    expect(mine[0]?.links[0]).toBe('http://localhost:3000/notifications');
  });

  it('sends nothing for kinds whose e-mail is off', async () => {
    await reset();
    const [ada, bo] = [await person(), await person()];
    await send('PATCH', '/settings', ada, { notifications: { mentions: { email: false } } });
    await mentioned(ada, bo);
    await sendPendingEmails(deps());
    expect(outbox).toEqual([]);
  });

  it('retries a failed send at the next run, then gives up', async () => {
    await reset();
    const [ada, bo, cy] = [await person(), await person(), await person()];
    await mentioned(ada, bo);
    failing = true;
    await sendPendingEmails(deps());
    failing = false;
    await sendPendingEmails(deps());
    expect(outbox.map((mail) => mail.to)).toEqual([`user-${ada}@example.com`]);

    await mentioned(cy, bo);
    failing = true;
    for (let run = 0; run < MAX_EMAIL_ATTEMPTS + 1; run += 1) await sendPendingEmails(deps());
    failing = false;
    await sendPendingEmails(deps());
    expect(outbox.map((mail) => mail.to)).not.toContain(`user-${cy}@example.com`);
  });

  it('holds mail during quiet hours and sends it when they end', async () => {
    await reset();
    const [ada, bo] = [await person(), await person()];
    await send('PATCH', '/settings', ada, {
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      timeZone: 'UTC',
    });
    clock = new Date('2026-03-02T23:30:00Z');
    await mentioned(ada, bo);
    await sendPendingEmails(deps());
    expect(outbox).toEqual([]);
    clock = new Date('2026-03-03T07:01:00Z');
    await sendPendingEmails(deps());
    expect(outbox.map((mail) => mail.to)).toEqual([`user-${ada}@example.com`]);
    clock = new Date('2026-03-02T12:00:00Z');
  });

  it('gathers a daily digest instead of single mails, and its link stops it signed out', async () => {
    await reset();
    const [ada, bo, cy] = [await person(), await person(), await person()];
    expect((await send('PATCH', '/settings', ada, { emailDigest: 'daily' })).statusCode).toBe(200);
    await mentioned(ada, bo, 'First');
    await mentioned(ada, cy, 'Second');
    await sendPendingEmails(deps());
    expect(outbox).toEqual([]);
    expect(await sendDigests(deps())).toBe(1);
    const [digest] = outbox;
    expect(digest?.subject).toBe('Your Waymark day: 2 new notifications');
    expect(digest?.text).toContain('mentioned you: “First”');
    expect(digest?.text).toContain('mentioned you: “Second”');
    // Not again the same day.
    await mentioned(ada, bo, 'Third');
    expect(await sendDigests(deps())).toBe(0);

    // The unsubscribe link, followed by a visitor with no session.
    const link = new URL(digest?.links[1] ?? '');
    const response = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain('unsubscribed=emailDigest');
    const settings = (await send('GET', '/settings', ada)).json<{ emailDigest: string }>();
    expect(settings.emailDigest).toBe('off');
  });

  it('turns off one kind’s e-mail from a single mail’s link', async () => {
    await reset();
    const [ada, bo] = [await person(), await person()];
    await mentioned(ada, bo);
    await sendPendingEmails(deps());
    const link = new URL(outbox[0]?.links[1] ?? '');
    const response = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.headers.location).toContain('unsubscribed=email.mentions');
    const settings = (await send('GET', '/settings', ada)).json<{
      notifications: { mentions: { inApp: boolean; email: boolean } };
    }>();
    expect(settings.notifications.mentions).toEqual({ inApp: true, email: false });
  });

  it('stops a kind by the mail program’s one-click POST (RFC 8058), not by anything else', async () => {
    await reset();
    const [ada, bo] = [await person(), await person()];
    await mentioned(ada, bo);
    await sendPendingEmails(deps());
    const [mail] = outbox;
    const link = new URL(mail?.links[1] ?? '');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${link.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // What a mail provider's server sends: a form post, from no page of ours.
    const oneClick = (search: string) =>
      app.inject({
        method: 'POST',
        url: `${link.pathname}${search}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example.com',
          'sec-fetch-site': 'cross-site',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    const forged = await oneClick(`${link.search}x`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', message: 'This unsubscribe link is not valid' },
    });
    const before = (await send('GET', '/settings', ada)).json<{
      notifications: { mentions: { email: boolean } };
    }>();
    expect(before.notifications.mentions.email).toBe(true);

    const response = await oneClick(link.search);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: 'email.mentions' });
    const after = (await send('GET', '/settings', ada)).json<{
      notifications: { mentions: { email: boolean } };
    }>();
    expect(after.notifications.mentions.email).toBe(false);

    // The exemption is this path only: another write posted the same way is still refused.
    const other = await app.inject({
      method: 'POST',
      url: '/api/journeys',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-user': ada },
      payload: 'title=x',
    });
    expect(other.statusCode).toBe(415);
  });
});
