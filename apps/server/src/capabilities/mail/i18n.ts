import {
  FALLBACK_LANGUAGE,
  textDirection,
  toLanguageCode,
  type LanguageCode,
  type TextDirection,
} from '@waymark/shared/languages';
import { translator, type KeysOf, type TextValues } from '@/i18n/translator';
import type englishMail from '@/i18n/locales/en/mail.json';

/** A text of the `mail` namespace: `verifyEmail.subject`, `webhookDisabled.body` (plural)… */
export type MailKey = KeysOf<typeof englishMail>;

/** Whom a mail speaks to: the language they chose and the time zone their times are shown in. */
export interface MailLocale {
  language: LanguageCode;
  timeZone: string;
}

export const defaultMailLocale: MailLocale = { language: FALLBACK_LANGUAGE, timeZone: 'UTC' };

/** A stored language and time zone as a locale: English and UTC for what is missing or unknown. */
export function mailLocale(language?: string | null, timeZone?: string | null): MailLocale {
  return {
    language: toLanguageCode(language),
    timeZone: timeZone && isTimeZone(timeZone) ? timeZone : 'UTC',
  };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Unicode isolates around what is filled in (names, titles, addresses): in a right-to-left
// mail a Latin name or a URL then keeps its own direction without reordering the sentence.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Everything a template needs to say things in one reader's language. */
export interface MailWriter {
  locale: MailLocale;
  dir: TextDirection;
  /**
   * The text of `key` with its `{{name}}` placeholders filled: numbers are written for the
   * language, and `count` picks the plural form the language's rules choose.
   */
  t(key: MailKey, values?: TextValues): string;
  /** A date and time in the reader's language and time zone, with the zone's name. */
  dateTime(time: Date): string;
  /** "A, B and C" in the reader's language. */
  list(items: readonly string[]): string;
}

export function mailWriter(locale: MailLocale = defaultMailLocale): MailWriter {
  const { language, timeZone } = locale;
  const dir = textDirection(language);
  const translate = translator<MailKey>(language, 'mail');
  const isolate = (value: string | number) =>
    dir === 'rtl' && typeof value === 'string'
      ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
      : value;
  return {
    locale,
    dir,
    t: (key, values = {}) =>
      translate(
        key,
        Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolate(value)])),
      ),
    dateTime: (time) =>
      new Intl.DateTimeFormat(language, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(time),
    list: (items) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items),
  };
}

/** "15 minutes", "2 hours": how long a wait lasts, in whole minutes (hours from 2 hours on). */
export function describeDuration(writer: MailWriter, seconds: number): string {
  const minutes = Math.max(Math.ceil(seconds / 60), 1);
  return minutes < 120
    ? writer.t('duration.minutes', { count: minutes })
    : writer.t('duration.hours', { count: Math.ceil(minutes / 60) });
}
