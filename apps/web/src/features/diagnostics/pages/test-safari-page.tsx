import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CrashTrigger } from '@/features/diagnostics/components/crash-trigger';
import { EnvironmentCheckList } from '@/features/diagnostics/components/environment-check-list';
import { useViewport } from '@/features/diagnostics/hooks/use-viewport';
import { detectBrowser } from '@/features/diagnostics/lib/detect-browser';
import { TitledSection } from '@/ui/titled-section';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Plain diagnostic page for browser quirks (Safari first among them). */
export function TestSafariPage() {
  const { t } = useTranslation('diagnostics');
  const [searchParams] = useSearchParams();
  const { width, height, pixelRatio } = useViewport();
  const browser = detectBrowser(navigator.userAgent);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>{t('testSafari.title')}</title>
      <h1 className="text-3xl font-semibold tracking-tight">{t('testSafari.title')}</h1>
      <p className="mt-2 text-muted">{t('testSafari.description')}</p>

      <TitledSection title={t('testSafari.browserTitle')} look="minor" className="mt-10">
        <dl className="mt-4 divide-y divide-line rounded-xl border border-line bg-raised">
          <Fact label={t('testSafari.browser')}>
            {browser
              ? t('testSafari.browserValue', {
                  name: browser.name,
                  version: browser.version ?? t('testSafari.unknown'),
                })
              : t('testSafari.unknown')}
          </Fact>
          <Fact label={t('testSafari.userAgent')}>
            <code className="font-mono text-xs">{navigator.userAgent}</code>
          </Fact>
          <Fact label={t('testSafari.viewport')}>
            <span data-testid="viewport-size">
              {t('testSafari.viewportValue', { width, height })}
            </span>
          </Fact>
          <Fact label={t('testSafari.pixelRatio')}>{pixelRatio}</Fact>
        </dl>
      </TitledSection>

      <TitledSection title={t('testSafari.checksTitle')} look="minor" className="mt-10">
        <div className="mt-4">
          <EnvironmentCheckList />
        </div>
      </TitledSection>

      <TitledSection title={t('testSafari.crashTitle')} look="minor" className="mt-10">
        <p className="mt-2 mb-4 text-sm text-muted">{t('testSafari.crashDescription')}</p>
        <CrashTrigger isCrashing={searchParams.get('crash') === '1'} />
      </TitledSection>
    </div>
  );
}
