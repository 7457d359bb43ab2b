import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { inMemoryDataDir } from '@/config';
import { maskPhone } from '@/capabilities/second-factors/codes';
import type { SmsConfig } from '@/config/sms-config';
import { createWebhookSmsSender } from '@/capabilities/second-factors/sms-webhook';

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
 * Without an SMS gateway (and outside production) each message is kept as
 * DATA_DIR/outbox/sms/<timestamp>-<id>.json, so phone factors work with nothing configured
 * (as mail does). The file is the local gateway; the log only says where it went: a code in
 * the logs would be readable by everyone who reads them. With an in-memory DATA_DIR the
 * code is kept nowhere.
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
      logger.info(
        { to: maskPhone(message.to), file },
        file ? 'SMS saved to the outbox' : 'SMS dropped: DATA_DIR is in memory',
      );
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

/** The configured sender; null when there is none (production without SMS_WEBHOOK_URL). */
export function createSmsSender(
  config: SmsConfig,
  dataDir: string,
  logger: FastifyBaseLogger,
): SmsSender | null {
  if (config.gateway === 'webhook') return createWebhookSmsSender(config.url, config.token);
  if (config.gateway === 'outbox') return createOutboxSmsSender(dataDir, logger);
  return null;
}
