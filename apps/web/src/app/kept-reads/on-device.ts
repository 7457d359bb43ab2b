import type { QueryClient } from '@tanstack/react-query';
import type { KnownPerson } from '@/lib/auth/auth-types';
import { noteKeptReadsRestored } from '@/lib/kept-reads/kept-since';
import { forgetKeptReads, keepReads, restoreKeptReads } from '@/lib/kept-reads/kept-reads';
import { keptStoreOnDevice } from '@/lib/kept-reads/kept-store';

/**
 * The kept reads (issue 32) bound to this device's IndexedDB and this build's version. Its
 * own chunk, with idb-keyval and TanStack Query's persister: loaded only where a person is
 * signed in or was kept, never on a visitor's first load.
 */

export async function restoreOnDevice(queryClient: QueryClient): Promise<KnownPerson | null> {
  const person = await restoreKeptReads({
    queryClient,
    store: keptStoreOnDevice(),
    version: __APP_VERSION__,
  });
  noteKeptReadsRestored(person ? Date.now() : null);
  return person;
}

export function keepOnDevice(queryClient: QueryClient, person: KnownPerson): () => void {
  return keepReads({ queryClient, store: keptStoreOnDevice(), version: __APP_VERSION__, person });
}

export function forgetOnDevice(): Promise<void> {
  noteKeptReadsRestored(null);
  return forgetKeptReads(keptStoreOnDevice());
}
