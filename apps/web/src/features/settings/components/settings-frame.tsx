import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsSection } from '@waymark/shared/routes';
import { SectionNav } from '@/features/settings/components/section-nav';
import { sectionTexts } from '@/features/settings/lib/section-texts';
import { useProductName } from '@/lib/public-config';

/** The settings screen around one section: title, section navigation, the section itself. */
export function SettingsFrame({
  section,
  hasSectionHeading = true,
  children,
}: {
  section: SettingsSection;
  hasSectionHeading?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const { title, description } = sectionTexts(t, section);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <title>{t('settings.documentTitle', { section: title, productName })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('settings.heading')}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10">
        <aside>
          <SectionNav current={section} />
        </aside>
        {hasSectionHeading ? (
          <section className="min-w-0" aria-labelledby="settings-section-title">
            <header className="mb-6">
              <h2 id="settings-section-title" className="text-xl font-semibold">
                {title}
              </h2>
              <p className="mt-1 text-sm text-muted">{description}</p>
            </header>
            <div className="space-y-6">{children}</div>
          </section>
        ) : (
          <div className="min-w-0">{children}</div>
        )}
      </div>
    </div>
  );
}
