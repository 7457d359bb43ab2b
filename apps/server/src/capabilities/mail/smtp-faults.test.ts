import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobOptions, type JobQueue } from '@/jobs/job-queue';
import type { Mailer } from '@/capabilities/mail/mailer';
import { queuedMailer, registerMailJob } from '@/capabilities/mail/queued-mailer';
import { createSmtpMailer } from '@/capabilities/mail/smtp';
import { buildTestApp } from '../../../test/app';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import { eventually } from '../../../test/fault-proxy';
import { closedPort, startFakeSmtp, type FakeSmtp } from '../../../test/fake-smtp';

// The app's options but with second-long back-off, so the test sees retries in seconds.
const fastRetries: JobOptions = {
  retryLimit: 10,
  retryDelaySeconds: 1,
  pollingIntervalSeconds: 0.5,
};

// docs/ARCHITECTURE.md, "Faults": mail sent while the SMTP server is away is not lost.
describe.each(featureEngines)('mail while the SMTP server is away, on $name', (engine) => {
  let testDb: TestDatabase;
  let jobs: JobQueue;
  let smtp: FakeSmtp | undefined;
  let port: number;
  let attempts = 0;
  let lastError: unknown;

  beforeAll(async () => {
    testDb = await engine.open();
    port = await closedPort();
    const transport = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Waymark <no-reply@localhost>');
    const counted: Mailer = {
      send: async (message) => {
        attempts += 1;
        try {
          await transport.send(message);
        } catch (error) {
          lastError = error;
          throw error;
        }
      },
    };
    jobs = createJobQueue(testDb.database, () => {});
    await registerMailJob(jobs, () => Promise.resolve(counted), fastRetries);
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await smtp?.close();
    await testDb.dispose();
  });

  it('retries through the job queue and delivers once the server is back', async () => {
    const mailer = queuedMailer(jobs, () => Promise.reject(new Error('not used')), fastRetries);
    // Queued, so the request that sends it answers at once even with SMTP down.
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Confirm your address',
      text: 'Follow the link',
      html: '<p>Follow the link</p>',
      links: ['http://localhost:3000/verify'],
    });
    // Refused at least twice: the first try and one retry.
    await eventually(() => Promise.resolve(attempts >= 2), 15_000);
    expect(String(lastError)).toMatch(/ECONNREFUSED/);

    smtp = await startFakeSmtp(port);
    const [message] = await eventually(
      () => Promise.resolve(smtp && smtp.messages.length > 0 && smtp.messages),
      15_000,
    );
    expect(message).toContain('Subject: Confirm your address');
    expect(message).toContain('To: ada@example.com');
    expect(smtp.messages).toHaveLength(1);
  }, 40_000);

  it('is how the app sends with SMTP_URL set: the send is queued, not lost, while SMTP is down', async () => {
    const app = await buildTestApp(testDb.database, {
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      JOBS: '1',
    });
    try {
      await app.ready();
      const subject = `Reset your password ${Date.now()}`;
      // Unqueued, this send threw ECONNREFUSED and the message was gone.
      await (
        await app.mailer()
      ).send({ to: 'grace@example.com', subject, text: 'x', html: 'x', links: [] });
      const { rows } = await testDb.database.db.execute<{ retry_limit: number }>(
        sql`select retry_limit from pgboss.job where name = 'mail.send' and data->>'subject' = ${subject}`,
      );
      expect(rows).toEqual([{ retry_limit: 10 }]);
    } finally {
      await app.close();
    }
  }, 40_000);
});
