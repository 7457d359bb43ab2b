import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Always in view under the body, which scrolls when the window is short: the main action. */
  footer?: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes it on Escape and returns
 * focus to the opener, with no script injected into the page (CSP-safe).
 */
export function Dialog({ open, title, description, onClose, children, footer }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute alone still renders the content there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-line bg-raised p-0 text-fg shadow-xl backdrop:bg-slate-950/60"
    >
      {open ? (
        // Header and footer stay put; only the body scrolls, so on a short window (1280×800,
        // a phone) the main action is never pushed out of sight.
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="shrink-0 px-6 pt-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              <button
                type="button"
                onClick={onClose}
                aria-label={t('dialog.close')}
                className="-m-1 rounded p-1 text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            {description ? (
              <div id={descriptionId} className="mt-2 text-sm text-muted">
                {description}
              </div>
            ) : null}
          </div>
          <div className={`min-h-0 overflow-y-auto px-6 pt-5 ${footer ? 'pb-5' : 'pb-6'}`}>
            {children}
          </div>
          {footer ? (
            <div className="shrink-0 space-y-3 border-t border-line px-6 py-4">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
