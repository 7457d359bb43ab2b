import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type AsyncStorage,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import type { KnownPerson } from '@/lib/auth/auth-types';
import { markKeptReads } from '@/lib/kept-reads/device-choice';
import { shouldKeepQuery } from '@/lib/kept-reads/kept-queries';
import type { KeptStore } from '@/lib/kept-reads/kept-store';
import { serializeWithinBudget } from '@/lib/kept-reads/reads-budget';

export const KEPT_PERSON_KEY = 'person';
/** One entry per person: another person's sign-in never reads or overwrites them. */
export const keptReadsKey = (personId: string) => `reads:${personId}`;
/** Reads older than a week are not shown: they would mislead more than help. */
export const KEPT_READS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most one write to IndexedDB a second, with the latest cache (the persister's throttle). */
const SAVE_INTERVAL_MS = 1000;

interface KeptReadsOptions {
  queryClient: QueryClient;
  store: KeptStore;
  /** The app's version: reads kept by another version are dropped, not shown. */
  version: string;
}

function isKnownPerson(value: unknown): value is KnownPerson {
  if (typeof value !== 'object' || value === null) return false;
  const { user } = value as { user?: { id?: unknown } };
  return typeof user?.id === 'string';
}

/** Stops of the saves still running; sign-out closes them all before it wipes. */
const openSaves = new Set<() => void>();

/**
 * The store as the persister's string storage. Once closed it writes nothing more: a save the
 * throttle held back must not bring back what a sign-out has just wiped.
 */
function closableStorage(store: KeptStore): { storage: AsyncStorage; close: () => void } {
  let isOpen = true;
  return {
    storage: {
      getItem: async (key) => {
        const value = await store.get(key);
        return typeof value === 'string' ? value : null;
      },
      setItem: async (key, value) => {
        if (isOpen) await store.set(key, value);
      },
      removeItem: (key) => store.del(key),
    },
    close: () => {
      isOpen = false;
    },
  };
}

function readsPersister(storage: AsyncStorage, personId: string, throttleTime = SAVE_INTERVAL_MS) {
  return createAsyncStoragePersister({
    storage,
    key: keptReadsKey(personId),
    throttleTime,
    serialize: (client) => serializeWithinBudget(client),
    // The device's quota ran out all the same: drop the oldest query and try again.
    retry: removeOldestQuery,
  });
}

/**
 * Puts the last signed-in person's kept reads back into the query cache (before the first
 * render, main.tsx) and says who that person is; null when nothing usable is kept.
 */
export async function restoreKeptReads({
  queryClient,
  store,
  version,
}: KeptReadsOptions): Promise<KnownPerson | null> {
  const person = await store.get(KEPT_PERSON_KEY);
  if (!isKnownPerson(person)) return null;
  const { storage } = closableStorage(store);
  await persistQueryClientRestore({
    queryClient,
    persister: readsPersister(storage, person.user.id),
    buster: version,
    maxAge: KEPT_READS_MAX_AGE_MS,
  });
  // Shown at once, but never trusted as fresh: another tab or device may have changed it
  // since, so each screen asks the network again when it opens (and says it is refreshing).
  await queryClient.invalidateQueries({ refetchType: 'none' });
  return person;
}

/**
 * Keeps the signed-in person's reads on the device from now on (each change of the cache,
 * throttled); returns the stop. Only the main screens' reads are kept (kept-queries.ts), never
 * a write waiting to be sent (the outbox keeps those).
 */
export function keepReads({
  queryClient,
  store,
  version,
  person,
}: KeptReadsOptions & { person: KnownPerson }): () => void {
  markKeptReads(true);
  void store.set(KEPT_PERSON_KEY, person);
  const { storage, close } = closableStorage(store);
  const dehydrateOptions = {
    shouldDehydrateQuery: shouldKeepQuery,
    shouldDehydrateMutation: () => false,
  };
  const persister = readsPersister(storage, person.user.id);
  const unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: version,
    dehydrateOptions,
  });
  // The subscription hears only what changes from now on: a read that answered while keeping
  // was (re)starting (the person's profile refreshed, say) would wait for the next change.
  void persistQueryClientSave({ queryClient, persister, buster: version, dehydrateOptions });
  // The throttle holds the last second's changes back: a tab hidden or left sooner (a link
  // followed, the app switched away from) saves them at once instead of losing them.
  const atOnce = readsPersister(storage, person.user.id, 0);
  const saveAtOnce = () => {
    if (document.visibilityState !== 'hidden') return;
    void persistQueryClientSave({
      queryClient,
      persister: atOnce,
      buster: version,
      dehydrateOptions,
    });
  };
  document.addEventListener('visibilitychange', saveAtOnce);
  window.addEventListener('pagehide', saveAtOnce);
  const stop = () => {
    unsubscribe();
    close();
    document.removeEventListener('visibilitychange', saveAtOnce);
    window.removeEventListener('pagehide', saveAtOnce);
    openSaves.delete(stop);
  };
  openSaves.add(stop);
  return stop;
}

/** Sign-out, account deletion, a session gone: nothing of anyone stays kept on the device. */
export async function forgetKeptReads(store: KeptStore): Promise<void> {
  for (const stop of [...openSaves]) stop();
  markKeptReads(false);
  await store.clear();
}
