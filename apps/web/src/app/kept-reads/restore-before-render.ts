import type { QueryClient } from '@tanstack/react-query';
import type { KnownPerson } from '@/lib/auth/auth-types';
import { hasKeptReads, isSharedComputer } from '@/lib/kept-reads/device-choice';

/** IndexedDB answers in milliseconds; one that hangs must not hold the first screen back. */
const RESTORE_TIME_LIMIT_MS = 800;

/**
 * Before the first render (main.tsx): the kept reads of the person last signed in here, put
 * back into the query cache, and who they are. Null for a visitor, on a shared computer, and
 * when the device's storage fails or is too slow: the app then starts as it always did.
 */
export async function restoreBeforeRender(queryClient: QueryClient): Promise<KnownPerson | null> {
  if (!hasKeptReads() || isSharedComputer()) return null;
  const restoring = import('@/app/kept-reads/on-device')
    .then((device) => device.restoreOnDevice(queryClient))
    .catch((error: unknown) => {
      console.warn('Could not restore the kept reads', error);
      return null;
    });
  const tooSlow = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), RESTORE_TIME_LIMIT_MS),
  );
  return Promise.race([restoring, tooSlow]);
}
