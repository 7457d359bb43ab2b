import type { FormatterModule, InterpolationOptions } from 'i18next';
import { numberFormatter } from '@waymark/shared/i18n/number-formatter';
import { localeFor } from '@/lib/format/formatters';

/**
 * Numbers put into translated texts ("{{count}} members") are written in the digits the app's
 * formatters use for dates and times (lib/format): Arabic-Indic in Arabic, so "٣ أعضاء" stands
 * beside "٧:٠٣", never "3 أعضاء". Only the digits, no grouping, so a year or a step number reads
 * as before. Texts take no format names (`{{count, number}}`): every number is formatted, and
 * anything else passes through as it is.
 */
export const localeNumbers: FormatterModule = numberFormatter(
  (language) => new Intl.NumberFormat(localeFor(language), { useGrouping: false }),
);

/** The interpolation settings of every i18next set-up (the app's and the tests'). */
export const interpolation: InterpolationOptions = {
  // React escapes what it renders.
  escapeValue: false,
  // Hands every value to the formatter (localeNumbers), not only those with a format name.
  alwaysFormat: true,
};
