import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import { createMailer, type Mailer } from '@/capabilities/mail/mailer';
import { queuedMailer, registerMailJob } from '@/capabilities/mail/queued-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one mailer: SMTP through the job queue (retried), or the local outbox. */
    mailer(): Promise<Mailer>;
  }
}

/**
 * With SMTP_URL set, mail goes through the job queue (queued-mailer.ts), so an SMTP server
 * that is down delays mail instead of losing it. The outbox (no SMTP_URL) writes to disk at
 * once, as the tests and `npm start` expect to read it straight after the request.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    let transport: Promise<Mailer> | undefined;
    const direct = () => (transport ??= createMailer(config.mail, config.dataDir, app.log));
    if (!config.mail.smtpUrl) {
      app.decorate('mailer', direct);
      return;
    }
    const mailer = queuedMailer(app.jobs, direct);
    app.decorate('mailer', () => Promise.resolve(mailer));
    await registerMailJob(app.jobs, direct);
  },
  { name: 'mail', dependencies: ['jobs'] },
);
