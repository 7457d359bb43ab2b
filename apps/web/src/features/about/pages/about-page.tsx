import {
  Eye,
  FolderKanban,
  HandHeart,
  Leaf,
  Map as MapIcon,
  ShieldCheck,
  Sparkles,
  Users,
  Download,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routePatterns } from '@waymark/shared/routes';
import { useProductName } from '@/lib/public-config';
import { IconCard, type IconCardContent } from '@/ui/icon-card';
import { PageIntro } from '@/ui/page-intro';
import { TitledSection } from '@/ui/titled-section';
import { LinkButton } from '@/ui/link-button';

function PointList({ points, className }: { points: IconCardContent[]; className: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <IconCard key={point.title} {...point} />
      ))}
    </ul>
  );
}

/** What Waymark is, who it is for, how it works and what it stands for. */
export function AboutPage() {
  const { t } = useTranslation('info', { keyPrefix: 'about' });
  const productName = useProductName();

  const workings: IconCardContent[] = [
    { icon: MapIcon, title: t('journeysTitle'), text: t('journeysText') },
    { icon: FolderKanban, title: t('projectsTitle'), text: t('projectsText') },
    { icon: Users, title: t('socialTitle'), text: t('socialText') },
    { icon: Sparkles, title: t('proTitle', { productName }), text: t('proText') },
  ];
  const values: IconCardContent[] = [
    { icon: ShieldCheck, title: t('privacyTitle'), text: t('privacyText') },
    { icon: Eye, title: t('trackingTitle'), text: t('trackingText', { productName }) },
    { icon: Download, title: t('dataTitle'), text: t('dataText') },
    { icon: Leaf, title: t('calmTitle'), text: t('calmText', { productName }) },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <title>{t('documentTitle', { productName })}</title>
      <PageIntro eyebrow={t('eyebrow', { productName })} title={t('title')}>
        <p>{t('intro', { productName })}</p>
      </PageIntro>

      <div className="mx-auto mt-16 grid max-w-4xl gap-10 md:grid-cols-2">
        <TitledSection title={t('whatTitle', { productName })} look="column">
          <p className="mt-3 leading-7 text-muted">{t('whatText')}</p>
        </TitledSection>
        <TitledSection title={t('forTitle')} look="column">
          <p className="mt-3 leading-7 text-muted">{t('forText')}</p>
        </TitledSection>
      </div>

      <TitledSection title={t('howTitle')} look="feature" className="mt-20">
        <PointList points={workings} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </TitledSection>

      <TitledSection title={t('valuesTitle')} look="feature" className="mt-20">
        <PointList points={values} className="mt-10 grid gap-6 sm:grid-cols-2" />
      </TitledSection>

      <section
        aria-labelledby="about-cta"
        className="mt-20 rounded-3xl bg-brand-soft px-6 py-12 text-center sm:px-12"
      >
        <HandHeart aria-hidden="true" className="mx-auto size-8 text-brand-text" />
        <h2 id="about-cta" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {t('ctaTitle')}
        </h2>
        <p className="mt-3 text-muted">{t('ctaText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton to={routePatterns.register} size="lg">
            {t('ctaPrimary')}
          </LinkButton>
          <LinkButton to={routePatterns.faq} variant="secondary" size="lg">
            {t('ctaSecondary')}
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
