import { useTranslation } from 'react-i18next';
import { routePatterns } from '@waymark/shared/routes';
import { LinkButton } from '@/ui/link-button';

export function ClosingCall() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-24 sm:px-6">
      <div className="mx-auto max-w-6xl rounded-3xl bg-brand px-6 py-14 text-center text-on-brand sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance">
          {t('home.closing.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-on-brand">{t('home.closing.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton to={routePatterns.register} variant="onBrand" size="lg">
            {t('auth.signUp')}
          </LinkButton>
          <LinkButton to={routePatterns.login} variant="onBrandOutline" size="lg">
            {t('auth.logIn')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
