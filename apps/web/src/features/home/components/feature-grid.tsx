import { Crown, Flag, LayoutPanelLeft, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function FeatureGrid({ productName }: { productName: string }) {
  const { t } = useTranslation();
  const features: { icon: LucideIcon; title: string; text: string }[] = [
    { icon: Flag, title: t('home.features.journeysTitle'), text: t('home.features.journeysText') },
    {
      icon: LayoutPanelLeft,
      title: t('home.features.projectsTitle'),
      text: t('home.features.projectsText'),
    },
    { icon: Users, title: t('home.features.socialTitle'), text: t('home.features.socialText') },
    {
      icon: Crown,
      title: t('home.features.proTitle', { productName }),
      text: t('home.features.proText'),
    },
  ];

  return (
    <section aria-labelledby="features-title" className="border-y border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            {t('home.features.title')}
          </h2>
          <p className="mt-4 text-lg text-muted">{t('home.features.subtitle', { productName })}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-raised p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-text">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
