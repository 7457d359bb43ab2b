import {
  FALLBACK_LANGUAGE,
  textDirection,
  toLanguageCode,
  type LanguageCode,
  type TextDirection,
} from '@waymark/shared/languages';
import { ar } from '@/capabilities/mail/locales/ar';
import { de } from '@/capabilities/mail/locales/de';
import { en } from '@/capabilities/mail/locales/en';
import { es } from '@/capabilities/mail/locales/es';
import { fr } from '@/capabilities/mail/locales/fr';
import { hi } from '@/capabilities/mail/locales/hi';
import { ja } from '@/capabilities/mail/locales/ja';
import { ko } from '@/capabilities/mail/locales/ko';
import { ne } from '@/capabilities/mail/locales/ne';
import { pt } from '@/capabilities/mail/locales/pt';
import { ru } from '@/capabilities/mail/locales/ru';
import { tr } from '@/capabilities/mail/locales/tr';
import { zh } from '@/capabilities/mail/locales/zh';

/** A text with plural forms; Intl.PluralRules picks the form, `other` when a form is missing. */
export type PluralText = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

type Widen<T> = T extends string
  ? string
  : T extends { other: string }
    ? PluralText
    : { [K in keyof T]: Widen<T[K]> };

/** The shape of every language's catalogue: the English one's keys, any wording. */
export type MailTexts = Widen<typeof en>;

export const mailCatalogues: Readonly<Record<LanguageCode, MailTexts>> = {
  en,
  es,
  fr,
  de,
  zh,
  ja,
  ko,
  ar,
  hi,
  pt,
  ne,
  ru,
  tr,
};

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

export type MailValues = Readonly<Record<string, string | number>>;

/** Everything a template needs to say things in one reader's language. */
export interface MailWriter {
  locale: MailLocale;
  dir: TextDirection;
  texts: MailTexts;
  /** Fills `{{name}}` placeholders; numbers are formatted for the language. */
  fill(template: string, values?: MailValues): string;
  /** The plural form for `count`, filled, with `{{count}}` among the values. */
  plural(text: PluralText, count: number, values?: MailValues): string;
  /** A date and time in the reader's language and time zone, with the zone's name. */
  dateTime(time: Date): string;
  /** "A, B and C" in the reader's language. */
  list(items: readonly string[]): string;
}

export function mailWriter(locale: MailLocale = defaultMailLocale): MailWriter {
  const { language, timeZone } = locale;
  const dir = textDirection(language);
  const numbers = new Intl.NumberFormat(language);
  const plurals = new Intl.PluralRules(language);
  const value = (raw: string | number) => {
    const text = typeof raw === 'number' ? numbers.format(raw) : raw;
    return dir === 'rtl' && typeof raw === 'string'
      ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`
      : text;
  };
  const fill = (template: string, values: MailValues = {}) =>
    template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
      const raw = values[key];
      return raw === undefined ? whole : value(raw);
    });
  return {
    locale,
    dir,
    texts: mailCatalogues[language],
    fill,
    plural: (text, count, values = {}) =>
      fill(text[plurals.select(count)] ?? text.other, { ...values, count }),
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
    ? writer.plural(writer.texts.duration.minutes, minutes)
    : writer.plural(writer.texts.duration.hours, Math.ceil(minutes / 60));
}
