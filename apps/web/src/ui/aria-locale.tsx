import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format/formatters';

/**
 * React Aria reads its locale from this provider, not from i18next: without it a control
 * follows the browser and shows `mm/dd/yyyy` and Latin digits on an Arabic page. The same
 * locale as lib/format, so a picked date reads like every other date on the page.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={localeFor(i18n.resolvedLanguage ?? i18n.language)}>
      {children}
    </I18nProvider>
  );
}
