import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * "This is a shared or public computer", ticked at sign-in: nothing of the person is kept on
 * the device (no saved reads, an outbox in the tab's memory only, no worker cache of API
 * answers).
 * The choice itself says nothing about the person, so it can live in localStorage, and lasts
 * until sign-out, when the next person chooses again.
 */
const SHARED_COMPUTER_KEY = 'waymark-shared-computer';
/**
 * Set while reads are kept in IndexedDB: start-up opens the kept reads (and loads their code)
 * only then, so a visitor's first load never pays for them.
 */
const KEPT_MARK_KEY = 'waymark-kept-reads';

export function isSharedComputer(): boolean {
  return readStorage(SHARED_COMPUTER_KEY) === '1';
}

export function setSharedComputer(isShared: boolean): void {
  if (isShared) writeStorage(SHARED_COMPUTER_KEY, '1');
  else removeStorage(SHARED_COMPUTER_KEY);
}

export function hasKeptReads(): boolean {
  return readStorage(KEPT_MARK_KEY) === '1';
}

export function markKeptReads(isKept: boolean): void {
  if (isKept) writeStorage(KEPT_MARK_KEY, '1');
  else removeStorage(KEPT_MARK_KEY);
}
