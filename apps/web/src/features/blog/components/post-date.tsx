import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format/formatters';

/** A post's day (`YYYY-MM-DD`) in the reader's language, without shifting across time zones. */
export function PostDate({ date }: { date: string }) {
  const { i18n } = useTranslation();
  const label = new Intl.DateTimeFormat(localeFor(i18n.language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return <time dateTime={date}>{label}</time>;
}
