import { MessageSquareHeart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import { usePublicConfig } from '@/lib/public-config';

/**
 * Floating link to the external feedback form, bottom left (bottom right in RTL). The icon
 * widens to show 'Provide Feedback' on hover and on keyboard focus alike. On a phone there is
 * no margin for it to float in, and it hid the content under it: there it sits at the end of the
 * footer, words showing, and covers nothing.
 */
export function FeedbackButton() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const [isExpanded, setIsExpanded] = useState(false);
  if (!config?.feedbackUrl) return null;

  const expand = () => setIsExpanded(true);
  const collapse = () => setIsExpanded(false);
  return (
    <a
      href={config.feedbackUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-expanded={isExpanded}
      onMouseEnter={expand}
      onMouseLeave={collapse}
      onFocus={expand}
      onBlur={collapse}
      className="z-40 mx-auto mb-6 flex h-12 w-fit items-center rounded-full bg-brand text-on-brand shadow-lg ring-1 ring-black/5 transition-colors hover:bg-brand-hover focus-visible:outline-offset-4 sm:fixed sm:start-4 sm:bottom-4 sm:m-0"
    >
      <MessageSquareHeart aria-hidden="true" className="mx-3.5 size-5 shrink-0" />
      <span
        className={cx(
          'overflow-hidden text-sm font-medium whitespace-nowrap motion-safe:transition-[max-width,padding] motion-safe:duration-200',
          isExpanded ? 'max-w-56 pe-5' : 'max-w-56 pe-5 sm:max-w-0 sm:pe-0',
        )}
      >
        {t('feedback.label')}
        <span className="sr-only"> {t('common.opensInNewTab')}</span>
      </span>
    </a>
  );
}
