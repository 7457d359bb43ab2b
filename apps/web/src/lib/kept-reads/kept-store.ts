import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/** Where the kept reads live: one small key-value store (IndexedDB on the device). */
export interface KeptStore {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  clear: () => Promise<void>;
}

/** Apart from the outbox's database, so each can be wiped without opening the other. */
export const KEPT_READS_DB = 'waymark-kept-reads';
const KEPT_READS_STORE = 'kept';

let deviceStore: UseStore | undefined;

/** The device's store (idb-keyval over IndexedDB), opened on first use. */
export function keptStoreOnDevice(): KeptStore {
  deviceStore ??= createStore(KEPT_READS_DB, KEPT_READS_STORE);
  const store = deviceStore;
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    clear: () => clear(store),
  };
}
