/** Toast rules of spec §9: how long each kind stays and how many may be shown at once. */

export const toastTypes = ['success', 'error', 'info'] as const;
export type ToastType = (typeof toastTypes)[number];

export const TOAST_DURATION_MS: Readonly<Record<ToastType, number>> = {
  success: 3000,
  error: 4000,
  info: 5000,
};

export const MAX_TOASTS = 20;

/** A dismissed toast stays this long so its exit animation can finish before removal. */
export const TOAST_REMOVE_DELAY_MS = 300;

/** A toast that offers an action (like 'Undo') stays long enough to reach its button. */
export const TOAST_WITH_ACTION_DURATION_MS = 8000;

/** One button inside a toast, e.g. 'Undo' after a delete. */
export interface ToastButton {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  action?: ToastButton;
  /** False once dismissed (timed out, closed or swiped away) and waiting to be removed. */
  isOpen: boolean;
}

export type ToastAction =
  | { kind: 'add'; toast: Omit<Toast, 'isOpen'> }
  | { kind: 'dismiss'; id: string }
  | { kind: 'remove'; id: string };

/** Toasts appear (add), are dismissed, then removed. Adding past the cap drops the oldest. */
export function toastsReducer(toasts: readonly Toast[], action: ToastAction): readonly Toast[] {
  switch (action.kind) {
    case 'add':
      return [...toasts, { ...action.toast, isOpen: true }].slice(-MAX_TOASTS);
    case 'dismiss':
      return toasts.map((toast) =>
        toast.id === action.id && toast.isOpen ? { ...toast, isOpen: false } : toast,
      );
    case 'remove':
      return toasts.filter((toast) => toast.id !== action.id);
  }
}
