import * as ToastPrimitive from '@radix-ui/react-toast';
import type { TFunction } from 'i18next';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  TOAST_DURATION_MS,
  TOAST_WITH_ACTION_DURATION_MS,
  type Toast,
  type ToastType,
} from '@waymark/shared/toasts';
import { dismissToast, useToasts } from '@/ui/toast/toast-store';

const looks: Record<ToastType, { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: 'bg-success' },
  error: { icon: CircleAlert, className: 'bg-danger' },
  info: { icon: Info, className: 'bg-info' },
};

/** Colour and icon show the kind at a glance; screen readers hear it as a word. */
function kindLabel(t: TFunction, type: ToastType): string {
  switch (type) {
    case 'success':
      return t('common.success');
    case 'error':
      return t('common.error');
    case 'info':
      return t('common.note');
  }
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = looks[toast.type];
  return (
    <ToastPrimitive.Root
      open={toast.isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) dismissToast(toast.id);
      }}
      duration={toast.action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS[toast.type]}
      // Errors interrupt the screen reader; success and info wait their turn.
      type={toast.type === 'error' ? 'foreground' : 'background'}
      data-type={toast.type}
      className={`${className} pointer-events-auto flex w-full items-start gap-3 rounded-lg p-4 text-sm text-white shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <ToastPrimitive.Description className="flex-1 leading-snug break-words">
        <span className="sr-only">{kindLabel(t, toast.type)} </span>
        {toast.message}
      </ToastPrimitive.Description>
      {toast.action ? (
        <ToastPrimitive.Action
          altText={toast.action.label}
          onClick={toast.action.onClick}
          className="-my-1 shrink-0 rounded-md px-2 py-1 font-semibold underline-offset-2 ring-1 ring-white/70 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          {toast.action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close
        aria-label={t('toast.close')}
        className="-m-1 rounded p-1 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** The toast area, top right (top left in right-to-left languages). */
export function Toaster() {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  const isRtl = i18n.dir() === 'rtl';
  return (
    <ToastPrimitive.Provider label={t('toast.label')} swipeDirection={isRtl ? 'left' : 'right'}>
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
      {/* Below the 4rem header, never over it: a full stack must leave the menu reachable. */}
      <ToastPrimitive.Viewport
        label={t('toast.region')}
        className="pointer-events-none fixed end-0 top-16 z-50 flex max-h-[calc(100dvh-4rem)] w-full flex-col gap-2 overflow-y-auto p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
