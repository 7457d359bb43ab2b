import { useSyncExternalStore } from 'react';
import {
  TOAST_REMOVE_DELAY_MS,
  toastsReducer,
  type Toast,
  type ToastAction,
  type ToastType,
} from '@waymark/shared/toasts';

let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction): void {
  toasts = toastsReducer(toasts, action);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): readonly Toast[] => toasts;

function show(type: ToastType, message: string): string {
  lastId += 1;
  const id = `toast-${lastId}`;
  dispatch({ kind: 'add', toast: { id, type, message } });
  return id;
}

/** Closes a toast; it is removed once its exit animation has had time to run. */
export function dismissToast(id: string): void {
  if (removalTimers.has(id)) return;
  dispatch({ kind: 'dismiss', id });
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ kind: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  dismiss: dismissToast,
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Empties the store between tests. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  toasts = [];
  for (const listener of listeners) listener();
}
