import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format/formatters';

/** "Joined March 2026", the month and year written the way the current language writes them. */
export function JoinedDate({ createdAt }: { createdAt: string }) {
  const { t, i18n } = useTranslation('account');
  const date = new Date(createdAt);
  const formatted = new Intl.DateTimeFormat(localeFor(i18n.resolvedLanguage ?? i18n.language), {
    year: 'numeric',
    month: 'long',
  }).format(date);
  return (
    <span className="inline-flex items-center gap-1.5">
      <CalendarDays aria-hidden="true" className="size-4" />
      <time dateTime={createdAt}>{t('profile.view.joined', { date: formatted })}</time>
    </span>
  );
}
