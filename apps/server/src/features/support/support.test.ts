import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { supportTicketSchema } from '@waymark/shared/settings';
import { supportTickets } from '@/db/tables/support';
import { withUser } from '@/db/with-user';
import { readOutbox } from '@/capabilities/mail/outbox';
import { SUPPORT_LIMIT } from '@/features/support/routes';
import { createUser, postJson, type TestUser } from '../../../test/accounts';
import { createSubscription } from '../../../test/factories';
import { buildTestApp } from '../../../test/app';
import { smokeEngines, type TestDatabase } from '../../../test/engines';

const supportEmail = 'help@waymark.example';

describe.each(smokeEngines)('support on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-support-'));
    app = await buildTestApp(testDb.database, { DATA_DIR: dataDir, SUPPORT_EMAIL: supportEmail });
    ada = await createUser(app, dataDir);
    bob = await createUser(app, dataDir, { name: 'Bob Builder' });
    // Two real sign-ups (password hashing) on a busy machine can take a while.
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (payload: object, headers: Record<string, string> = {}) =>
    postJson(app, '/api/support', payload, headers);
  const mailsTo = async (to: string) =>
    (await readOutbox(dataDir)).filter((message) => message.to === to);

  it('stores a signed-in person’s ticket and mails SUPPORT_EMAIL with their address to reply to', async () => {
    const response = await send(
      {
        subject: 'Cannot <b>find</b> my journey',
        message: 'It vanished after I renamed it.',
        context: 'waymark-web/0.1.0; Chrome',
      },
      { cookie: ada.cookie },
    );
    expect(response.statusCode).toBe(201);
    const ticket = supportTicketSchema.parse(response.json());

    const rows = await withUser(testDb.database.db, ada.id, (tx) =>
      tx.select().from(supportTickets),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: ticket.id,
        userId: ada.id,
        email: ada.email,
        subject: 'Cannot <b>find</b> my journey',
        context: 'waymark-web/0.1.0; Chrome',
      }),
    ]);

    const mail = (await mailsTo(supportEmail)).find((m) => m.text.includes(ticket.id));
    expect(mail).toMatchObject({
      replyTo: ada.email,
      subject: '[Waymark support] Cannot <b>find</b> my journey',
    });
    expect(mail?.text).toContain('It vanished after I renamed it.');
    expect(mail?.html).toContain('Cannot &lt;b&gt;find&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>find</b>');
  });

  it('marks a Pro member’s ticket priority, in the stored ticket and the mail, and promises 24 hours', async () => {
    const pro = await createUser(app, dataDir, { name: 'Pia Pro' });
    await createSubscription(testDb.database.db, { userId: pro.id });
    const response = await send(
      { subject: 'Export is slow', message: 'The export takes a minute to start.' },
      { cookie: pro.cookie },
    );
    expect(response.statusCode).toBe(201);
    const ticket = supportTicketSchema.parse(response.json());
    expect(ticket).toMatchObject({ priority: true, answerWithinHours: 24 });
    const promised = await app.inject({
      method: 'GET',
      url: '/api/support/answer-time',
      headers: { cookie: pro.cookie },
    });
    expect(promised.json()).toEqual({ priority: true, answerWithinHours: 24 });
    const visitor = await app.inject({ method: 'GET', url: '/api/support/answer-time' });
    expect(visitor.json()).toEqual({ priority: false, answerWithinHours: 72 });
    const rows = await withUser(testDb.database.db, pro.id, (tx) =>
      tx.select().from(supportTickets),
    );
    expect(rows.map((row) => row.priority)).toEqual([true]);
    const mail = (await mailsTo(supportEmail)).find((m) => m.text.includes(ticket.id));
    expect(mail?.subject).toBe('[Waymark support] [PRIORITY] Export is slow');
    expect(mail?.text).toContain('Priority: PRIORITY (Pro member)');

    // In the free days after sign-up (no subscription) a ticket is normal.
    const newcomer = await createUser(app, dataDir, { name: 'Nia New' });
    const free = supportTicketSchema.parse(
      (
        await send(
          { subject: 'A question', message: 'How do I invite a friend?' },
          { cookie: newcomer.cookie },
        )
      ).json(),
    );
    expect(free).toMatchObject({ priority: false, answerWithinHours: 72 });
  });

  it('lets a visitor write with an address, and asks for one without', async () => {
    const visitor = await send({
      subject: 'Before I sign up',
      message: 'Is there a student discount?',
      email: 'curious@example.com',
    });
    expect(visitor.statusCode).toBe(201);
    expect((await mailsTo(supportEmail)).at(-1)?.replyTo).toBe('curious@example.com');

    const anonymous = await send({ subject: 'No address', message: 'Who will answer me?' });
    expect(anonymous.statusCode).toBe(400);
    expect(errorBodySchema.parse(anonymous.json()).error.details).toEqual([
      { path: 'email', message: 'Enter your e-mail address so we can answer you' },
    ]);
  });

  it('answers 400 naming short fields', async () => {
    const response = await send({ subject: 'Hi', message: 'Help' }, { cookie: ada.cookie });
    expect(response.statusCode).toBe(400);
    const paths = errorBodySchema.parse(response.json()).error.details?.map((d) => d.path);
    expect(paths).toEqual(['subject', 'message']);
  });

  it('reads back only one’s own tickets', async () => {
    const rows = await withUser(testDb.database.db, bob.id, (tx) =>
      tx.select().from(supportTickets),
    );
    expect(rows).toEqual([]);
    const visitorRows = await withUser(testDb.database.db, null, (tx) =>
      tx.select().from(supportTickets),
    );
    expect(visitorRows).toEqual([]);
  });

  it('answers 429 once a person has sent five in an hour, without storing more', async () => {
    const message = { subject: 'Flood test', message: 'Another message in a row.' };
    for (let sent = 0; sent < SUPPORT_LIMIT.limit; sent += 1) {
      expect((await send(message, { cookie: bob.cookie })).statusCode).toBe(201);
    }
    const refused = await send(message, { cookie: bob.cookie });
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('RATE_LIMITED');
    const rows = await withUser(testDb.database.db, bob.id, (tx) =>
      tx.select().from(supportTickets),
    );
    expect(rows).toHaveLength(SUPPORT_LIMIT.limit);
    // Someone else is not held back by Bob's flood.
    expect((await send(message, { cookie: ada.cookie })).statusCode).toBe(201);
  });
});
