import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnownPerson } from '@/lib/auth/auth-types';
import { hasKeptReads } from '@/lib/kept-reads/device-choice';
import {
  forgetKeptReads,
  KEPT_PERSON_KEY,
  keepReads,
  keptReadsKey,
  restoreKeptReads,
} from '@/lib/kept-reads/kept-reads';
import type { KeptStore } from '@/lib/kept-reads/kept-store';
import { queryKeys } from '@/lib/query-keys';

/** The device's store, in memory: the same four calls idb-keyval answers. */
function memoryStore(): KeptStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: (key) => Promise.resolve(entries.get(key)),
    set: (key, value) => Promise.resolve(void entries.set(key, value)),
    del: (key) => Promise.resolve(void entries.delete(key)),
    clear: () => Promise.resolve(entries.clear()),
  };
}

const ada: KnownPerson = {
  user: {
    id: 'a0000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    name: 'Ada',
    emailVerified: true,
  },
  profile: {
    id: 'a0000000-0000-4000-8000-000000000001',
    username: 'ada',
    fullName: 'Ada Lovelace',
    avatarUrl: null,
    language: 'en',
  },
};
const grace: KnownPerson = {
  user: {
    id: 'b0000000-0000-4000-8000-000000000002',
    email: 'grace@example.com',
    name: 'Grace',
    emailVerified: true,
  },
  profile: null,
};
const journeysKey = queryKeys.journeys.list({ sort: 'updated' } as never);
const journeys = { items: [{ id: 'j1', title: 'Learn Welsh' }], nextCursor: null };

function clientWithReads(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(journeysKey, journeys);
  queryClient.setQueryData(queryKeys.dashboard, { activeJourneys: 1 });
  queryClient.setQueryData(queryKeys.security.apiTokens(), [{ id: 't1', name: 'CI token' }]);
  return queryClient;
}

/** Keeps `person`'s reads and waits for the first save (one cache change starts it). */
async function keepAndSave(
  store: ReturnType<typeof memoryStore>,
  person: KnownPerson,
  version = '1.0.0',
) {
  const queryClient = clientWithReads();
  const stop = keepReads({ queryClient, store, version, person });
  queryClient.setQueryData(queryKeys.dashboard, { activeJourneys: 2 });
  await vi.waitFor(() => expect(store.entries.has(keptReadsKey(person.user.id))).toBe(true));
  return { queryClient, stop };
}

function savedClient(store: ReturnType<typeof memoryStore>, personId: string): PersistedClient {
  return JSON.parse(String(store.entries.get(keptReadsKey(personId)))) as PersistedClient;
}

afterEach(() => window.localStorage.clear());

describe('the kept reads', () => {
  it("are kept under the person's own key with the app's version, and hold only the main screens' reads", async () => {
    const store = memoryStore();
    const { stop } = await keepAndSave(store, ada);
    stop();

    const saved = savedClient(store, ada.user.id);
    expect(saved.buster).toBe('1.0.0');
    const keys = saved.clientState.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['journeys', 'dashboard']));
    expect(keys).not.toContain('security');
    // Who is kept, without any token.
    expect(store.entries.get(KEPT_PERSON_KEY)).toEqual(ada);
    expect(JSON.stringify([...store.entries.values()])).not.toMatch(/token|access_token/i);
    expect(hasKeptReads()).toBe(true);
  });

  it('saves what the cache already holds when keeping starts, without waiting for a change', async () => {
    // Keeping restarts when the person's profile refreshes: a read that answered in between
    // must still be kept though nothing changes after it.
    const store = memoryStore();
    const stop = keepReads({
      queryClient: clientWithReads(),
      store,
      version: '1.0.0',
      person: ada,
    });
    await vi.waitFor(() => expect(store.entries.has(keptReadsKey(ada.user.id))).toBe(true));
    stop();
    const keys = savedClient(store, ada.user.id).clientState.queries.map(
      (query) => query.queryKey[0],
    );
    expect(keys).toEqual(expect.arrayContaining(['journeys', 'dashboard']));
  });

  it('restores the person last kept, into an empty cache before anything is fetched', async () => {
    const store = memoryStore();
    (await keepAndSave(store, ada)).stop();

    const fresh = new QueryClient();
    const person = await restoreKeptReads({ queryClient: fresh, store, version: '1.0.0' });
    expect(person).toEqual(ada);
    expect(fresh.getQueryData(journeysKey)).toEqual(journeys);
    expect(fresh.getQueryData(queryKeys.security.apiTokens())).toBeUndefined();
    // Shown at once, asked for again as soon as a screen shows it.
    expect(fresh.getQueryState(journeysKey)?.isInvalidated).toBe(true);
  });

  it("never shows one person's reads as another's: each person has an entry of their own", async () => {
    const store = memoryStore();
    (await keepAndSave(store, ada)).stop();
    // Grace signs in on the same device: her record replaces Ada's as the one to restore.
    const graceClient = new QueryClient();
    graceClient.setQueryData(queryKeys.dashboard, { activeJourneys: 7 });
    const stop = keepReads({ queryClient: graceClient, store, version: '1.0.0', person: grace });
    graceClient.setQueryData(queryKeys.dashboard, { activeJourneys: 8 });
    await vi.waitFor(
      () =>
        expect(String(store.entries.get(keptReadsKey(grace.user.id)))).toContain(
          '"activeJourneys":8',
        ),
      // The save at start went first; this change waits out the one-second throttle.
      { timeout: 3000 },
    );
    stop();

    const fresh = new QueryClient();
    expect(await restoreKeptReads({ queryClient: fresh, store, version: '1.0.0' })).toEqual(grace);
    expect(fresh.getQueryData(queryKeys.dashboard)).toEqual({ activeJourneys: 8 });
    expect(fresh.getQueryData(journeysKey)).toBeUndefined();
  });

  it('drops what an older version of the app kept instead of showing it', async () => {
    const store = memoryStore();
    (await keepAndSave(store, ada, '1.0.0')).stop();

    const fresh = new QueryClient();
    await restoreKeptReads({ queryClient: fresh, store, version: '1.1.0' });
    expect(fresh.getQueryData(journeysKey)).toBeUndefined();
    expect(store.entries.has(keptReadsKey(ada.user.id))).toBe(false);
  });

  it('drops reads older than a week', async () => {
    const store = memoryStore();
    (await keepAndSave(store, ada)).stop();
    const saved = savedClient(store, ada.user.id);
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    store.entries.set(
      keptReadsKey(ada.user.id),
      JSON.stringify({ ...saved, timestamp: eightDaysAgo }),
    );

    const fresh = new QueryClient();
    await restoreKeptReads({ queryClient: fresh, store, version: '1.0.0' });
    expect(fresh.getQueryData(journeysKey)).toBeUndefined();
  });

  it('are wiped whole at sign-out, and a save still pending writes nothing back', async () => {
    const store = memoryStore();
    const { queryClient } = await keepAndSave(store, ada);
    // A change the throttle holds back for a second…
    queryClient.setQueryData(queryKeys.dashboard, { activeJourneys: 3 });
    await forgetKeptReads(store);
    expect(store.entries.size).toBe(0);
    expect(hasKeptReads()).toBe(false);
    // …lands after the wipe, and is dropped.
    queryClient.setQueryData(queryKeys.dashboard, { activeJourneys: 4 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(store.entries.size).toBe(0);

    expect(
      await restoreKeptReads({ queryClient: new QueryClient(), store, version: '1.0.0' }),
    ).toBeNull();
  });
});
