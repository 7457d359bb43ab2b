import '@/app/zod-without-eval';
import '@/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '@/app/errors/app-error-boundary';
import { restoreBeforeRender } from '@/app/kept-reads/restore-before-render';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { checkStartup, type StartupOutcome } from '@/app/startup/check-startup';
import { StartupGate } from '@/app/startup/startup-gate';
import { initI18n } from '@/i18n/setup';
import type { KnownPerson } from '@/lib/auth/auth-types';
import { publicConfigQueryOptions } from '@/lib/public-config';

// Everything the first screen needs starts at once: the health check, the locale bundle, the
// public config and (inside createBrowserRouter) the current page's lazy chunk. The first
// render then usually has all of it, instead of rendering again as each piece arrives.
const firstCheck = checkStartup();
// The gate handles the outcome; this only stops an early failure being reported as unhandled.
firstCheck.catch(() => undefined);
// The reads this device kept of the person last signed in here (issue 32), back in the cache
// before the first render, so their screens draw at once and the network only refreshes them.
const kept = restoreBeforeRender(queryClient);
void queryClient.prefetchQuery(publicConfigQueryOptions);
const router = createAppRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/**
 * With kept reads the app does not wait for the health check: it draws the person's screens
 * from the device, and each query reports its own failure while the network is slow or gone.
 */
const fromDevice: Promise<StartupOutcome> = Promise.resolve('from-device');

function render(container: HTMLElement, knownPerson: KnownPerson | null): void {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders knownPerson={knownPerson}>
          <StartupGate
            firstCheck={knownPerson ? fromDevice : firstCheck}
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
const translations = initI18n().catch((error: unknown) =>
  console.error('Could not load translations', error),
);
void Promise.all([kept, translations]).then(([knownPerson]) => {
  render(rootElement, knownPerson);
  afterPageSettled(startLater);
});
