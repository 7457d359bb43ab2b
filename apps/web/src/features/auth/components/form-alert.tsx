import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface FormAlertProps {
  tone?: 'error' | 'success' | 'info';
  children?: ReactNode;
  className?: string;
}

/**
 * A message for the whole form. The live region is always rendered (empty when there is
 * nothing to say) so screen readers announce a message the moment it appears.
 */
export function FormAlert({ tone = 'error', children, className }: FormAlertProps) {
  const hasMessage = children !== undefined && children !== null && children !== false;
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(!hasMessage && 'sr-only')}>
      {hasMessage ? (
        <div
          className={cx(
            'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
            tone === 'error' && 'border-danger/40 bg-danger/10 text-danger dark:text-red-300',
            tone === 'success' &&
              'border-success/40 bg-success/10 text-success-text dark:text-emerald-300',
            tone === 'info' && 'border-info/40 bg-info/10 text-fg',
            className,
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      ) : null}
    </div>
  );
}
