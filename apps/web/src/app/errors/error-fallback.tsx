import { Home, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/lib/reload-page';
import { buttonClasses } from '@/ui/button-styles';
import { IconBadge } from '@/ui/icon-badge';

export interface ErrorFallbackProps {
  error: unknown;
  /** Offer a way back to the home page, for boundaries that cover one section only. */
  canGoHome?: boolean;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) };
  } catch {
    return { message: String(error) };
  }
}

/** The generic "Something went wrong" screen of spec §2. */
export function ErrorFallback({ error, canGoHome = false }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const { message, stack } = describe(error);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <IconBadge icon={TriangleAlert} tone="danger" shape="circle" className="mb-4" />
      <h1 className="text-2xl font-semibold tracking-tight">{t('errorBoundary.title')}</h1>
      <p className="mt-2 text-muted">{t('errorBoundary.description')}</p>
      <details className="mt-6 w-full rounded-lg border border-line bg-surface p-3 text-start text-sm">
        <summary className="cursor-pointer font-medium">{t('errorBoundary.details')}</summary>
        <p className="mt-3 font-mono break-words">{message}</p>
        {stack && (
          <pre className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap text-muted">
            {stack}
          </pre>
        )}
      </details>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={reloadPage}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('errorBoundary.refresh')}
        </button>
        {canGoHome && (
          <a href="/" className={buttonClasses('secondary')}>
            <Home aria-hidden="true" className="size-4" />
            {t('errorBoundary.home')}
          </a>
        )}
      </div>
    </div>
  );
}
