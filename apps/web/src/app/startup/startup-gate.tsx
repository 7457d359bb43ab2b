import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { checkStartup, type StartupOutcome } from '@/app/startup/check-startup';
import { ConnectingScreen } from '@/app/startup/connecting-screen';
import { ConnectionErrorPanel } from '@/app/startup/connection-error-panel';
import { reloadPage } from '@/lib/reload-page';

interface StartupGateProps {
  /** The check already under way (main.tsx starts it before React renders). */
  firstCheck: Promise<StartupOutcome>;
  /** Runs a fresh check for 'Try Again'. */
  runCheck?: () => Promise<StartupOutcome>;
  /**
   * index.html already shows the start-up screen (#startup-screen, on landing pages with the
   * server-rendered page): render nothing during the first check so it stays on screen, then
   * remove it in the same frame the app (or the error panel) first paints.
   */
  hasStaticStartupScreen?: boolean;
  children: ReactNode;
}

type Settled = { check: Promise<StartupOutcome>; status: 'ready' | 'failed' };

/** Holds the app back until the API answers: 'Connecting to database...' or 'Connection Error'. */
export function StartupGate({
  firstCheck,
  runCheck = checkStartup,
  hasStaticStartupScreen = false,
  children,
}: StartupGateProps) {
  const [check, setCheck] = useState(firstCheck);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    let isCurrent = true;
    check.then(
      () => {
        // The whole app mounts here; as a transition React renders it in slices and keeps
        // the main thread free for input, instead of one long blocking task.
        if (isCurrent) startTransition(() => setSettled({ check, status: 'ready' }));
      },
      () => isCurrent && setSettled({ check, status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [check]);

  // A result belongs to the check that produced it; a new check means connecting again.
  const status = settled?.check === check ? settled.status : 'checking';
  const isStaticScreenShown =
    hasStaticStartupScreen && status === 'checking' && check === firstCheck;

  useLayoutEffect(() => {
    if (hasStaticStartupScreen && !isStaticScreenShown) {
      document.getElementById('startup-screen')?.remove();
    }
  }, [hasStaticStartupScreen, isStaticScreenShown]);

  switch (status) {
    case 'checking':
      return isStaticScreenShown ? null : <ConnectingScreen />;
    case 'failed':
      return (
        <ConnectionErrorPanel
          onRetryConnection={reloadPage}
          onTryAgain={() => setCheck(runCheck())}
        />
      );
    case 'ready':
      return children;
  }
}
