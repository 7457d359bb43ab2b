import { describe, expect, it } from 'vitest';
import { notificationKinds } from '@waymark/shared/notifications/contracts';
import { languageCodes, textDirection, type LanguageCode } from '@waymark/shared/languages';
import { mailLocale, type MailLocale } from '@/capabilities/mail/i18n';
import type { MailMessage } from '@/capabilities/mail/mailer';
import {
  changeEmailMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from '@/capabilities/mail/templates/account';
import { exportReadyMessage } from '@/capabilities/mail/templates/export-ready';
import { notificationMessage } from '@/capabilities/mail/templates/notification';
import { secondFactorLockoutMessage } from '@/capabilities/mail/templates/second-factor-lockout';
import { signInAlertMessage } from '@/capabilities/mail/templates/sign-in-alert';
import { signUpAttemptMessage } from '@/capabilities/mail/templates/sign-up-attempt';
import { webhookDisabledMessage } from '@/capabilities/mail/templates/webhook-disabled';
import { weeklySummaryMessage } from '@/capabilities/mail/templates/weekly-summary';

const url = 'https://w.example/a?token=abc&x=1';
const base = { productName: 'Waymark', to: 'ada@example.com', name: 'Ada Lovelace', url };
const at = new Date('2026-11-24T18:40:00Z');
const unsubscribeUrl = 'https://w.example/api/settings/unsubscribe?token=t';

/** Every template, with the inputs that choose between its texts (plurals, kinds, forms). */
const templates: Record<string, ((locale: MailLocale) => MailMessage)[]> = {
  verifyEmail: [(locale) => verifyEmailMessage({ ...base, locale })],
  changeEmail: [(locale) => changeEmailMessage({ ...base, locale })],
  resetPassword: [(locale) => resetPasswordMessage({ ...base, locale })],
  signUpAttempt: [(locale) => signUpAttemptMessage({ ...base, locale })],
  secondFactorLockout: [60, 15 * 60, 3 * 3600].map(
    (seconds) => (locale: MailLocale) =>
      secondFactorLockoutMessage({
        ...base,
        lockedForSeconds: seconds,
        lockedUntil: at,
        locale,
      }),
  ),
  webhookDisabled: [1, 2, 3, 11, 72].map(
    (hours) => (locale: MailLocale) =>
      webhookDisabledMessage({ ...base, endpointUrl: 'https://hook.example/in', hours, locale }),
  ),
  exportReady: (['export', 'backup'] as const).map(
    (kind) => (locale: MailLocale) => exportReadyMessage({ ...base, until: at, kind, locale }),
  ),
  signInAlert: [
    { place: null, address: '203.0.113.9' },
    { place: 'DE', address: null },
  ].map(
    (where) => (locale: MailLocale) =>
      signInAlertMessage({
        ...base,
        ...where,
        device: 'Firefox on Windows',
        at,
        denyUrl: url,
        locale,
      }),
  ),
  notification: [
    ...notificationKinds.flatMap((kind) =>
      [
        { actors: ['Bo'], actorCount: 1, excerpt: 'Morning run' },
        { actors: ['Bo', 'Cy'], actorCount: 2, excerpt: null },
        { actors: ['Bo'], actorCount: 6, excerpt: 'Morning run' },
        { actors: [], actorCount: 1, excerpt: null },
      ].map(
        (item) => (locale: MailLocale) =>
          notificationMessage({
            ...base,
            items: [{ kind, ...item }],
            unsubscribeUrl,
            form: 'one',
            locale,
          }),
      ),
    ),
    ...(['daily', 'weekly'] as const).flatMap((form) =>
      [1, 2, 3, 12].map(
        (count) => (locale: MailLocale) =>
          notificationMessage({
            ...base,
            items: Array.from({ length: count }, () => ({
              kind: 'cheer' as const,
              actors: ['Bo'],
              actorCount: 1,
              excerpt: null,
            })),
            unsubscribeUrl,
            form,
            locale,
          }),
      ),
    ),
  ],
  weeklySummary: [0, 1, 2, 3, 11, 21, 100].map(
    (count) => (locale: MailLocale) =>
      weeklySummaryMessage({
        ...base,
        lastWeek: count,
        weekBefore: 4,
        streak: { current: count, longest: count + 1 },
        atRisk: count % 2 ? ['Learn Go', 'Half marathon'] : [],
        locale,
      }),
  ),
};

const parts = (message: MailMessage) => [message.subject, message.text, message.html];

describe.each(Object.entries(templates))('the %s mail', (_name, renders) => {
  it.each(languageCodes)('is complete in %s: every text found and filled', (language) => {
    for (const render of renders) {
      const message = render(mailLocale(language, 'Asia/Tokyo'));
      for (const part of parts(message)) {
        expect(part).not.toMatch(/\{\{|\}\}/);
        expect(part).not.toMatch(/undefined|NaN|\[object/);
      }
      expect(message.subject.trim()).not.toBe('');
      expect(message.html).toContain(`<html lang="${language}" dir="${textDirection(language)}">`);
      expect(message.links.length).toBeGreaterThan(0);
      for (const link of message.links) expect(message.text).toContain(link);
    }
  });

  it.each(languageCodes.filter((language) => language !== 'en'))(
    'is translated in %s, not English',
    (language) => {
      const [render] = renders;
      if (!render) throw new Error('no rendering');
      const english = render(mailLocale('en'));
      const translated = render(mailLocale(language));
      expect(translated.subject).not.toBe(english.subject);
      expect(translated.text).not.toBe(english.text);
    },
  );
});

describe('mail languages', () => {
  const reset = (language: LanguageCode, timeZone?: string) =>
    secondFactorLockoutMessage({
      ...base,
      lockedForSeconds: 15 * 60,
      lockedUntil: at,
      locale: mailLocale(language, timeZone),
    });

  it('shows times in the reader’s language and time zone, with the zone named', () => {
    expect(reset('en').text).toContain('November 24, 2026');
    expect(reset('en').text).toMatch(/6:40\s?PM UTC/);
    const japanese = reset('ja', 'Asia/Tokyo').text;
    expect(japanese).toContain('2026年11月25日');
    expect(japanese).toContain('3:40');
    expect(japanese).toContain('JST');
    expect(reset('de', 'Europe/Berlin').text).toContain('24. November 2026 um 19:40 MEZ');
  });

  it('falls back to English and UTC for an unknown language or time zone', () => {
    expect(mailLocale('xx', 'Mars/Olympus')).toEqual({ language: 'en', timeZone: 'UTC' });
    expect(mailLocale('pt-BR', null)).toEqual({ language: 'pt', timeZone: 'UTC' });
    expect(mailLocale(null)).toEqual({ language: 'en', timeZone: 'UTC' });
  });

  it('chooses plural forms by the language’s rules', () => {
    const hours = (language: LanguageCode, count: number) =>
      webhookDisabledMessage({
        ...base,
        endpointUrl: 'https://hook.example/in',
        hours: count,
        locale: mailLocale(language),
      }).text;
    expect(hours('en', 1)).toContain('for 1 hour,');
    expect(hours('en', 72)).toContain('for 72 hours,');
    expect(hours('ru', 1)).toContain('1 часа');
    expect(hours('ru', 72)).toContain('72 часов');
    expect(hours('ar', 2)).toContain('ساعتين');
    expect(hours('ar', 5)).toContain('5 ساعات');
  });

  it('writes Arabic right to left: html dir, a right-to-left mark on each text line, isolated names', () => {
    const message = resetPasswordMessage({ ...base, locale: mailLocale('ar') });
    expect(message.html).toContain('<html lang="ar" dir="rtl"><body dir="rtl"');
    expect(message.subject).toBe('إعادة تعيين كلمة مرورك في \u2068Waymark\u2069');
    const lines = message.text.split('\n').filter((line) => line !== '');
    for (const line of lines) {
      // Links stand on lines of their own, left to right; every sentence starts right to left.
      if (line === url) continue;
      expect(line.startsWith('\u200f')).toBe(true);
    }
    expect(lines).toContain(url);
    expect(message.text).toContain('مرحبًا \u2068Ada Lovelace\u2069،');
  });

  it('keeps the List-Unsubscribe headers in every language', () => {
    for (const language of languageCodes) {
      const message = notificationMessage({
        ...base,
        items: [{ kind: 'newFollower', actors: ['Bo'], actorCount: 1, excerpt: null }],
        unsubscribeUrl,
        form: 'one',
        locale: mailLocale(language),
      });
      expect(message.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
  });

  it('says who did it in the reader’s language', () => {
    const line = (language: LanguageCode, actors: string[], actorCount: number) =>
      notificationMessage({
        ...base,
        items: [{ kind: 'cheer', actors, actorCount, excerpt: null }],
        unsubscribeUrl,
        form: 'one',
        locale: mailLocale(language),
      }).subject;
    expect(line('en', ['Bo', 'Cy'], 2)).toBe('Bo and Cy cheered your activity. — Waymark');
    expect(line('en', ['Bo'], 4)).toBe('Bo and 3 others cheered your activity. — Waymark');
    expect(line('en', [], 1)).toBe('Someone cheered your activity. — Waymark');
    expect(line('ja', ['Bo'], 4)).toBe(
      'Boさんほか3人があなたのアクティビティを応援しました。 — Waymark',
    );
    expect(line('ru', ['Bo'], 3)).toContain('Bo и ещё 2 человека');
  });
});
