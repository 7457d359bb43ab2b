import '@/app/zod-without-eval';
import '@/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '@/app/errors/app-error-boundary';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { checkStartup } from '@/app/startup/check-startup';
import { StartupGate } from '@/app/startup/startup-gate';
import { initI18n } from '@/i18n/setup';
import { publicConfigQueryOptions } from '@/lib/public-config';

// Everything the first screen needs starts at once: the health check, the locale bundle, the
// public config and (inside createBrowserRouter) the current page's lazy chunk. The first
// render then usually has all of it, instead of rendering again as each piece arrives.
const firstCheck = checkStartup();
// The gate handles the outcome; this only stops an early failure being reported as unhandled.
firstCheck.catch(() => undefined);
void queryClient.prefetchQuery(publicConfigQueryOptions);
const router = createAppRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

function render(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <StartupGate
            firstCheck={firstCheck}
            hasStaticStartupScreen={document.getElementById('startup-screen') !== null}
          >
            <RouterProvider router={router} />
          </StartupGate>
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

/**
 * Work no first screen needs (the service worker, the offline outbox) waits until the page
 * has loaded and settled, as the service worker guides advise: it never competes with the
 * first load's downloads, and `/` keeps its script budget (e2e/first-hour-screens.spec.ts).
 */
function afterPageSettled(run: () => void): void {
  const later = () => setTimeout(run, 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** The deferred start; a page that went offline before it loaded tries again once online. */
function startLater(): void {
  // Where the first load ends and the deferred start begins (the script budgets read it).
  performance.mark('waymark:after-start');
  import('@/app/after-start').then(
    (module) => module.afterStart(router),
    () => window.addEventListener('online', startLater, { once: true }),
  );
}

// A locale that fails to load still leaves the app usable (keys show until a reload).
void initI18n()
  .catch((error: unknown) => console.error('Could not load translations', error))
  .then(() => {
    render(rootElement);
    afterPageSettled(startLater);
  });
