import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { inMemoryDataDir } from '@/config';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Where phone factors send their codes; a real gateway implements this too. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export const smsOutboxMessageSchema = z.object({
  to: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;

// Next to the mail outbox's *.json files, under its own folder so neither reader trips on the other.
export const smsOutboxDir = (dataDir: string) => path.join(dataDir, 'outbox', 'sms');

/**
 * Without an SMS gateway each message is kept as DATA_DIR/outbox/sms/<timestamp>-<id>.json
 * and logged, so phone factors work with nothing configured (as mail does).
 */
export function createOutboxSmsSender(dataDir: string, logger: FastifyBaseLogger): SmsSender {
  return {
    async send(message) {
      const createdAt = new Date();
      const stored: SmsOutboxMessage = { ...message, createdAt: createdAt.toISOString() };
      let file: string | undefined;
      if (dataDir !== inMemoryDataDir) {
        const dir = smsOutboxDir(dataDir);
        await mkdir(dir, { recursive: true });
        const stamp = createdAt.toISOString().replaceAll(':', '-');
        file = path.join(dir, `${stamp}-${randomUUID()}.json`);
        await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
      }
      // Logged in full like the mail outbox's links: without a gateway, the log is how a
      // developer (or an in-memory DATA_DIR) gets the code.
      logger.info({ to: message.to, text: message.text, file }, 'SMS saved to the outbox');
    },
  };
}

/** Every SMS in the outbox, oldest first (file names start with their time). */
export async function readSmsOutbox(dataDir: string): Promise<SmsOutboxMessage[]> {
  const dir = smsOutboxDir(dataDir);
  const names = await readdir(dir).catch(() => []);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) =>
      smsOutboxMessageSchema.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8'))),
    ),
  );
}
