import { useCallback } from 'react';
import { formatDate } from '@/lib/format/formatters';
import { useFormatPreferences } from '@/lib/format/use-formatters';

/**
 * Formats a calendar date ('YYYY-MM-DD': start, target and due dates) in the person's date
 * style. It has no time of day, so it is read in UTC: a zone west of Greenwich must not show
 * the day before.
 */
export function useCalendarDate(): (date: string) => string {
  const prefs = useFormatPreferences();
  return useCallback(
    (date: string) => formatDate(`${date}T00:00:00Z`, { ...prefs, timeZone: 'UTC' }),
    [prefs],
  );
}
