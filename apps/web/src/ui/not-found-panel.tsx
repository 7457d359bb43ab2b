import { ArrowLeft, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';

/** The not-found page's content, also shown by pages whose record does not exist. */
export function NotFoundPanel() {
  const { t } = useTranslation();
  const productName = useProductName();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{t('notFound.documentTitle', { productName })}</title>
      <span className="mb-6 grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand-text">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-brand-text">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-muted">{t('notFound.description')}</p>
      <Link to={routePatterns.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
