import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@/logger';
import { createOutboxMailer, readOutbox } from '@/capabilities/mail/outbox';
import { resetPasswordMessage, verifyEmailMessage } from '@/capabilities/mail/templates/account';

describe('mail templates', () => {
  it('renders plain text and HTML with the product name and the link', () => {
    const message = verifyEmailMessage({
      productName: 'Trailhead',
      to: 'ada@example.com',
      name: 'Ada',
      url: 'https://t.example/api/auth/verify-email?token=abc&callbackURL=%2F',
    });
    expect(message.subject).toBe('Confirm your e-mail address for Trailhead');
    expect(message.text).toContain('Welcome to Trailhead!');
    expect(message.text).toContain(
      'https://t.example/api/auth/verify-email?token=abc&callbackURL=%2F',
    );
    expect(message.html).toContain(
      'href="https://t.example/api/auth/verify-email?token=abc&amp;callbackURL=%2F"',
    );
    expect(message.links).toEqual([
      'https://t.example/api/auth/verify-email?token=abc&callbackURL=%2F',
    ]);
  });

  it('escapes what people typed, such as their name, in HTML', () => {
    const message = resetPasswordMessage({
      productName: 'Waymark',
      to: 'x@example.com',
      name: '<script>alert("x")</script>',
      url: 'https://w.example/r',
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(message.text).toContain('Hello <script>alert("x")</script>,');
  });
});

describe('outbox', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('saves each message as JSON under DATA_DIR/outbox and logs its links', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-outbox-'));
    dirs.push(dataDir);
    const logger = createLogger('silent');
    const info = vi.spyOn(logger, 'info');
    const mailer = createOutboxMailer(dataDir, logger);
    const message = {
      to: 'a@example.com',
      subject: 'Hi',
      text: 't',
      html: '<p>t</p>',
      links: ['https://x.example/l'],
    };

    await mailer.send(message);

    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z-[0-9a-f-]{36}\.json$/);
    expect(statSync(path.join(dataDir, 'outbox', files[0] ?? '')).mode & 0o777).toBe(0o600);
    const [stored] = await readOutbox(dataDir);
    expect(stored).toMatchObject(message);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ links: ['https://x.example/l'] }),
      'Mail saved to the outbox',
    );
  });
});
