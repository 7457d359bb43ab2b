import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
  text: string;
  html: string;
}

/**
 * The newest mail to `email` in the server's outbox (E2E_DATA_DIR/outbox), waiting up to
 * 10 s for it to be written. Files are named <time>-<id>.json, so the newest sorts last.
 */
export async function newestMailTo(email: string, after?: OutboxMail): Promise<OutboxMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('Run with E2E_DATA_DIR set: the test reads the mail outbox');
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as OutboxMail;
      if (mail.to.includes(email)) {
        if (after && mail.links.join() === after.links.join()) break;
        return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new mail to ${email} in ${outbox}`);
}
