import { useSyncExternalStore } from 'react';
import {
  TOAST_REMOVE_DELAY_MS,
  toastsReducer,
  type Toast,
  type ToastAction,
  type ToastButton,
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

interface ToastOptions {
  /** A button in the toast; clicking it runs `onClick` and closes the toast. */
  action?: ToastButton;
}

function show(type: ToastType, message: string, { action }: ToastOptions = {}): string {
  lastId += 1;
  const id = `toast-${lastId}`;
  dispatch({ kind: 'add', toast: { id, type, message, ...(action ? { action } : {}) } });
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
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
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
