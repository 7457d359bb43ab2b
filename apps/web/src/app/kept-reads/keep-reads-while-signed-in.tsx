import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthContext } from '@/lib/auth/auth-context';
import { isSharedComputer } from '@/lib/kept-reads/device-choice';

/**
 * Keeps the signed-in person's reads on the device (issue 32) while they are signed in, except
 * on a shared or public computer. Sign-out stops it and wipes what was kept (read-cache.ts).
 */
export function KeepReadsWhileSignedIn() {
  const queryClient = useQueryClient();
  const { user, profile } = useAuthContext();
  useEffect(() => {
    if (!user || isSharedComputer()) return;
    let isCurrent = true;
    let stop: (() => void) | undefined;
    void import('@/app/kept-reads/on-device').then(
      (device) => {
        if (isCurrent) stop = device.keepOnDevice(queryClient, { user, profile });
      },
      (error: unknown) => console.warn('Could not keep reads on this device', error),
    );
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [queryClient, user, profile]);
  return null;
}
