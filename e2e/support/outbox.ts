import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
  text: string;
  html: string;
}

async function readMail(path: string): Promise<OutboxMail | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as OutboxMail;
  } catch {
    return undefined;
  }
}

/** The newest mail to `email` in `outbox`, if it is not `after`. */
async function newestIn(outbox: string, email: string, after?: OutboxMail) {
  // Files are named <time>-<id>.json, so the newest sorts last.
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = await readMail(join(outbox, file));
    // A file still being written: look again on the next poll.
    if (!mail) return undefined;
    if (mail.to.includes(email)) {
      return after && mail.links.join() === after.links.join() ? undefined : mail;
    }
  }
  return undefined;
}

/**
 * The newest mail to `email` in the server's outbox (E2E_DATA_DIR/outbox), once it has been
 * written (up to 10 s); with `after`, a newer one than that.
 */
export async function newestMailTo(email: string, after?: OutboxMail): Promise<OutboxMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('Run with E2E_DATA_DIR set: the test reads the mail outbox');
  const outbox = join(dataDir, 'outbox');
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => (mail = await newestIn(outbox, email, after)) !== undefined, {
      message: `a new mail to ${email} in ${outbox}`,
      timeout: 10_000,
    })
    .toBe(true);
  return mail!;
}
