import type { JobOptions, JobQueue } from '@/jobs/job-queue';
import type { Mailer, MailMessage } from '@/capabilities/mail/mailer';

/** The job that hands one message to the SMTP server. */
export const mailJob = 'mail.send';

/**
 * An SMTP server that refuses or is away must not lose mail: a message is a job, retried
 * with exponential back-off (30 s, 1 min, 2 min, … about 8 hours in all) until the server
 * takes it (docs/ARCHITECTURE.md, "Faults").
 */
export const mailJobOptions: JobOptions = { retryLimit: 10, retryDelaySeconds: 30 };

/**
 * Sends through the job queue while it runs (the request never waits for SMTP, and a
 * failed send is retried); without it (JOBS=0, scripts) straight through `transport`.
 */
export function queuedMailer(
  jobs: JobQueue,
  transport: () => Promise<Mailer>,
  options: JobOptions = mailJobOptions,
): Mailer {
  return {
    async send(message: MailMessage) {
      if (!jobs.started) {
        await (await transport()).send(message);
        return;
      }
      await jobs.send(mailJob, message, options);
    },
  };
}

/** Registers the job that sends what `queuedMailer` queued. */
export function registerMailJob(
  jobs: JobQueue,
  transport: () => Promise<Mailer>,
  options: JobOptions = mailJobOptions,
): Promise<void> {
  return jobs.register<MailMessage>(
    mailJob,
    async ({ data }) => {
      await (await transport()).send(data);
    },
    options,
  );
}
