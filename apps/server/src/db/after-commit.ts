import type { AppDatabase, AppTransaction } from '@/db/client';

/**
 * What a transaction can announce once it has committed, by name. Features add their own
 * (`declare module '@/db/after-commit'`), so the payload of each name is typed on both ends.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by features
export interface CommitSignals {}

type Name = keyof CommitSignals;
type Listener<N extends Name> = (payload: CommitSignals[N]) => void;

const pending = new WeakMap<AppTransaction, Array<{ name: Name; payload: unknown }>>();
const listeners = new WeakMap<AppDatabase, Map<Name, Set<(payload: unknown) => void>>>();

/**
 * Announces `payload` under `name` when `tx` (a withUser transaction) commits; nothing if it
 * rolls back. How a change speaks live (realtime) without the change knowing who listens.
 */
export function afterCommit<N extends Name>(
  tx: AppTransaction,
  name: N,
  payload: CommitSignals[N],
): void {
  const list = pending.get(tx) ?? [];
  list.push({ name, payload });
  pending.set(tx, list);
}

/** Listens to what commits on `db` announce; the returned function stops. */
export function onCommitted<N extends Name>(
  db: AppDatabase,
  name: N,
  listener: Listener<N>,
): () => void {
  let byName = listeners.get(db);
  if (!byName) listeners.set(db, (byName = new Map<Name, Set<(payload: unknown) => void>>()));
  let set = byName.get(name);
  if (!set) byName.set(name, (set = new Set()));
  const entry = listener as (payload: unknown) => void;
  set.add(entry);
  return () => set.delete(entry);
}

/** Called by withUser once `tx` committed: hands each announcement to its listeners. */
export function announceCommitted(db: AppDatabase, tx: AppTransaction): void {
  const list = pending.get(tx);
  if (!list) return;
  pending.delete(tx);
  const byName = listeners.get(db);
  for (const { name, payload } of list) {
    for (const listener of byName?.get(name) ?? []) {
      try {
        listener(payload);
      } catch {
        // A listener's failure is its own (it logs); the change has committed regardless.
      }
    }
  }
}
