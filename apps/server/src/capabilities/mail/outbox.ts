import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Mailer, MailMessage } from '@/capabilities/mail/mailer';

export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  replyTo: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * Keeps each message as DATA_DIR/outbox/<timestamp>-<id>.json and logs its links, so
 * mail works with nothing configured. With an in-memory DATA_DIR only the log remains.
 */
export function createOutboxMailer(dataDir: string | null, logger: FastifyBaseLogger): Mailer {
  return {
    async send(message: MailMessage) {
      const createdAt = new Date();
      const stored: OutboxMessage = { ...message, createdAt: createdAt.toISOString() };
      let file: string | undefined;
      if (dataDir) {
        const dir = outboxDir(dataDir);
        await mkdir(dir, { recursive: true });
        const stamp = createdAt.toISOString().replaceAll(':', '-');
        file = path.join(dir, `${stamp}-${randomUUID()}.json`);
        await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
      }
      logger.info(
        { to: message.to, subject: message.subject, links: message.links, file },
        'Mail saved to the outbox',
      );
    },
  };
}

/** Every message in the outbox, oldest first (file names start with their time). */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  const names = await readdir(dir).catch(() => []);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) =>
      outboxMessageSchema.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8'))),
    ),
  );
}
