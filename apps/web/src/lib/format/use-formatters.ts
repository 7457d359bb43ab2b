import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '@waymark/shared/languages';
import { useAuthContext } from '@/lib/auth/auth-context';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatTime,
  type DateInput,
  type FormatPreferences,
} from '@/lib/format/formatters';
import { useSettings } from '@/lib/format/settings-query';

/**
 * The interface language with the signed-in person's region settings; a visitor (or anyone
 * while the settings load) gets the browser's zone, no preferred currency and the language's
 * own date style.
 */
export function useFormatPreferences(): FormatPreferences {
  const { i18n } = useTranslation();
  const { user } = useAuthContext();
  const { data: settings } = useSettings({ isEnabled: user !== null });
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const timeZone = settings?.timeZone ?? null;
  const currency = settings?.currency ?? null;
  const dateFormat = settings?.dateFormat ?? 'auto';
  return useMemo(
    () => ({ language, timeZone, currency, dateFormat }),
    [language, timeZone, currency, dateFormat],
  );
}

/** Formatting functions bound to the person's preferences: `const { date } = useFormatters()`. */
export function useFormatters() {
  const prefs = useFormatPreferences();
  return useMemo(
    () => ({
      prefs,
      date: (value: DateInput) => formatDate(value, prefs),
      time: (value: DateInput) => formatTime(value, prefs),
      dateTime: (value: DateInput) => formatDateTime(value, prefs),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, prefs, options),
      currency: (amount: number, currency?: string) => formatCurrency(amount, prefs, currency),
      relativeTime: (value: DateInput, now?: Date) => formatRelativeTime(value, prefs, now),
    }),
    [prefs],
  );
}
