import { Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { cx } from '@/lib/cx';
import { useProductName } from '@/lib/public-config';
import { proseClasses } from '@/ui/prose';
import { localeFor } from '@/lib/format/formatters';

export interface LegalSection {
  id: string;
  /** Translated. */
  heading: string;
  /** English: the binding text. */
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  summary: string;
  /** `YYYY-MM-DD` */
  updated: string;
  sections: LegalSection[];
}

function LegalNav() {
  const { t } = useTranslation('info');
  const pages = [
    { to: routePatterns.privacy, label: t('legal.privacy.title') },
    { to: routePatterns.terms, label: t('legal.terms.title') },
    { to: routePatterns.cookies, label: t('legal.cookies.title') },
    { to: routePatterns.impressum, label: t('legal.impressum.title') },
  ];
  return (
    <nav aria-label={t('legal.navLabel')}>
      <ul className="flex flex-wrap justify-center gap-2">
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              className={({ isActive }) =>
                cx(
                  'block rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isActive
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line text-muted hover:bg-surface hover:text-fg',
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Frame of the legal pages: translated headings and navigation around the English text. */
export function LegalPage({ title, summary, updated, sections }: LegalPageProps) {
  const { t, i18n } = useTranslation('info');
  const productName = useProductName();
  const isEnglish = i18n.resolvedLanguage === 'en';
  const updatedLabel = new Intl.DateTimeFormat(localeFor(i18n.language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${updated}T00:00:00Z`));

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('legal.documentTitle', { title, productName })}</title>
      <LegalNav />
      <header className="mt-10 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{title}</h1>
        <p className="mt-3 text-lg text-muted">{summary}</p>
        <p className="mt-2 text-sm text-muted">{t('legal.lastUpdated', { date: updatedLabel })}</p>
      </header>
      {isEnglish ? null : (
        <p className="mx-auto mt-8 flex max-w-2xl items-start gap-3 rounded-xl border border-line bg-surface p-4 text-sm">
          <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-text" />
          {t('legal.englishGoverns')}
        </p>
      )}

      <div className="mt-12 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold">
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 space-y-2 border-s border-line text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ms-px block border-s border-transparent ps-4 text-muted hover:border-fg hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={cx('min-w-0', proseClasses)}>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              <div lang="en" dir="ltr">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
