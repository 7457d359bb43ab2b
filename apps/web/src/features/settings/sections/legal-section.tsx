import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { SectionCard } from '@/ui/section-card';

const linkClasses =
  'font-medium text-brand-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/**
 * Settings → Legal and data: the legal documents, then `children` (the app layer puts the
 * data-export feature's cards here: download, archives, import), then the way to deletion.
 */
export function LegalSection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const documents = [
    { to: routePatterns.terms, label: t('settings.legal.terms') },
    { to: routePatterns.privacy, label: t('settings.legal.privacy') },
    { to: routePatterns.cookies, label: t('settings.legal.cookies') },
    { to: routePatterns.impressum, label: t('settings.legal.impressum') },
  ];
  return (
    <>
      <SectionCard title={t('settings.legal.documentsCard')}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {documents.map((document) => (
            <li key={document.to}>
              <Link to={document.to} className={linkClasses}>
                {document.label}
              </Link>
            </li>
          ))}
        </ul>
      </SectionCard>
      {children}
      <SectionCard
        title={t('settings.legal.deleteCard')}
        description={t('settings.legal.deleteHelp')}
      >
        <Link
          to={`${pathTo('settingsSection', { section: 'security' })}#delete-account`}
          className={linkClasses}
        >
          {t('settings.legal.deleteLink')}
        </Link>
      </SectionCard>
    </>
  );
}
