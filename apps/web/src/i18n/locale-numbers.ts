import type { FormatterModule, InterpolationOptions } from 'i18next';
import { localeFor } from '@/lib/format/formatters';

const digitFormats = new Map<string, Intl.NumberFormat>();

/** The language's digits, nothing else: no grouping, so a year or a step number reads as before. */
function digitsOf(language: string): Intl.NumberFormat {
  let format = digitFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeFor(language), { useGrouping: false });
    digitFormats.set(language, format);
  }
  return format;
}

/**
 * Numbers put into translated texts ("{{count}} members") are written in the digits the app's
 * formatters use for dates and times (lib/format): Arabic-Indic in Arabic, so "٣ أعضاء" stands
 * beside "٧:٠٣", never "3 أعضاء". Texts take no format names (`{{count, number}}`): every
 * number is formatted, and anything else passes through as it is.
 */
export const localeNumbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything but a number goes back as it came: i18next makes it text.
  format: (value: unknown, _format, language) =>
    typeof value === 'number' && language ? digitsOf(language).format(value) : (value as string),
};

/** The interpolation settings of every i18next set-up (the app's and the tests'). */
export const interpolation: InterpolationOptions = {
  // React escapes what it renders.
  escapeValue: false,
  // Hands every value to the formatter (localeNumbers), not only those with a format name.
  alwaysFormat: true,
};
