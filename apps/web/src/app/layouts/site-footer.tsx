import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { BrandMark } from '@/app/layouts/brand-mark';
import { footerNavItems } from '@/app/layouts/nav-items';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';
import { useProductName } from '@/lib/public-config';

export function SiteFooter() {
  const { t } = useTranslation();
  const productName = useProductName();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:pb-24 md:flex-row md:justify-between">
        <div className="max-w-xs">
          <Link
            to={routePatterns.home}
            className="flex items-center gap-2 rounded-lg font-semibold tracking-tight"
          >
            <BrandMark className="size-7" />
            {productName}
          </Link>
          <p className="mt-3 text-sm text-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-4">
            {footerNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="rounded text-muted hover:text-fg hover:underline">
                  {item.label(t)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line px-4 py-6 text-center text-xs text-muted">
        {t('footer.copyright', { year: new Date().getFullYear(), productName })}
      </p>
      {/* Floats bottom left (at the footer's end on phones), but belongs to the footer landmark
          for assistive technology. */}
      <FeedbackButton />
    </footer>
  );
}
