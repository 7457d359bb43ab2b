import { useTranslation } from 'react-i18next';
import { unreadBadge } from '@waymark/shared/chat/rules';
import { localeFor } from '@/lib/format/formatters';

/** The count on a red pill, in the language's own digits; decorative (labels say the count). */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { i18n } = useTranslation();
  const text = unreadBadge(count);
  if (!text) return null;
  const number = new Intl.NumberFormat(localeFor(i18n.language));
  const shown = text.endsWith('+') ? `${number.format(99)}+` : number.format(count);
  return (
    <span
      aria-hidden="true"
      data-testid="chat-unread-badge"
      className={
        className ??
        'min-w-5 rounded-full bg-danger px-1.5 text-center text-[0.6875rem] leading-5 font-semibold text-white'
      }
    >
      {shown}
    </span>
  );
}
