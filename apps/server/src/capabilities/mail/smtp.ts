import { createTransport } from 'nodemailer';
import type { Mailer } from '@/capabilities/mail/mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, replyTo, headers }) {
      await transport.sendMail({ from, to, subject, text, html, replyTo, headers });
    },
  };
}
