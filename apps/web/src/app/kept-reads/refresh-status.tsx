import { onlineManager, useIsFetching, type Query } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthContext } from '@/lib/auth/auth-context';
import { isKeptData } from '@/lib/kept-reads/kept-since';
import { Spinner } from '@/ui/spinner';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** A query still showing what the device kept (its data is older than the restore), asked again. */
function isRefreshingKeptData(query: Query): boolean {
  return isKeptData(query.state.dataUpdatedAt);
}

/**
 * Says what the screen shows while the network has not answered (issue 32): "Refreshing…"
 * while data kept on the device is being asked for again, and, offline, that it is the saved
 * data. A polite live region, always present while someone is signed in, so a change is
 * announced without taking focus.
 */
export function RefreshStatus() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const isOffline = !useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const refreshing = useIsFetching({ predicate: isRefreshingKeptData });
  if (!user) return null;
  const text = isOffline ? t('keptReads.offline') : refreshing > 0 ? t('keptReads.refreshing') : '';
  return (
    <div
      role="status"
      data-testid="refresh-status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {text ? (
        <p className="flex items-center gap-2 rounded-full border border-line bg-raised px-3 py-1.5 text-sm font-medium text-fg shadow-md">
          {isOffline ? (
            <WifiOff aria-hidden="true" className="size-4 text-muted" />
          ) : (
            <Spinner className="size-4 border-2" />
          )}
          {text}
        </p>
      ) : null}
    </div>
  );
}
