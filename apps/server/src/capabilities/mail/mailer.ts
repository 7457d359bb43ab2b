import type { FastifyBaseLogger } from 'fastify';
import { inMemoryDataDir } from '@/config';
import type { MailConfig } from '@/config/auth-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message asks its reader to follow, for the outbox log and tests. */
  links: string[];
  /** Where answers go when not to the sender (support mail: the person who wrote). */
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe on mail a person can stop (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the local outbox under DATA_DIR/outbox, which a
 * person running `npm start` (and the tests) can read. Each transport loads only when chosen.
 */
export async function createMailer(
  mail: MailConfig,
  dataDir: string,
  logger: FastifyBaseLogger,
): Promise<Mailer> {
  if (mail.smtpUrl) {
    const { createSmtpMailer } = await import('@/capabilities/mail/smtp');
    return createSmtpMailer(mail.smtpUrl, mail.from);
  }
  const { createOutboxMailer } = await import('@/capabilities/mail/outbox');
  return createOutboxMailer(dataDir === inMemoryDataDir ? null : dataDir, logger);
}
