import type { TFunction } from 'i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  environmentCheckIds,
  runEnvironmentChecks,
  type EnvironmentCheckId,
  type EnvironmentCheckResults,
} from '@/features/diagnostics/lib/environment-checks';
import { Spinner } from '@/ui/spinner';

function checkLabel(t: TFunction, id: EnvironmentCheckId): string {
  switch (id) {
    case 'cookies':
      return t('testSafari.checks.cookies', { ns: 'diagnostics' });
    case 'localStorage':
      return t('testSafari.checks.localStorage', { ns: 'diagnostics' });
    case 'sessionStorage':
      return t('testSafari.checks.sessionStorage', { ns: 'diagnostics' });
    case 'webSocket':
      return t('testSafari.checks.webSocket', { ns: 'diagnostics' });
    case 'intl':
      return t('testSafari.checks.intl', { ns: 'diagnostics' });
    case 'serviceWorker':
      return t('testSafari.checks.serviceWorker', { ns: 'diagnostics' });
    case 'fetch':
      return t('testSafari.checks.fetch', { ns: 'diagnostics' });
    case 'indexedDb':
      return t('testSafari.checks.indexedDb', { ns: 'diagnostics' });
  }
}

export function EnvironmentCheckList() {
  const { t } = useTranslation('diagnostics');
  const [results, setResults] = useState<EnvironmentCheckResults | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void runEnvironmentChecks().then((outcome) => {
      if (isCurrent) setResults(outcome);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!results) {
    return (
      <div role="status" className="flex items-center gap-3 text-sm text-muted">
        <Spinner className="size-5" />
        {t('testSafari.running', { ns: 'diagnostics' })}
      </div>
    );
  }

  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-raised">
      {environmentCheckIds.map((id) => {
        const hasPassed = results[id];
        return (
          <li
            key={id}
            data-check={id}
            className="flex items-center justify-between gap-4 px-4 py-3"
          >
            <span className="text-sm">{checkLabel(t, id)}</span>
            <span
              className={
                hasPassed
                  ? 'flex items-center gap-1.5 text-sm font-medium text-green-700 dark:text-green-400'
                  : 'flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-400'
              }
            >
              {hasPassed ? (
                <CircleCheck aria-hidden="true" className="size-4" />
              ) : (
                <CircleX aria-hidden="true" className="size-4" />
              )}
              {hasPassed
                ? t('testSafari.pass', { ns: 'diagnostics' })
                : t('testSafari.fail', { ns: 'diagnostics' })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
