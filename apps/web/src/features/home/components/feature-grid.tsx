import { Crown, Flag, LayoutPanelLeft, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCard, type IconCardContent } from '@/ui/icon-card';

export function FeatureGrid({ productName }: { productName: string }) {
  const { t } = useTranslation();
  const features: IconCardContent[] = [
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
          {features.map((feature) => (
            <IconCard key={feature.title} {...feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
