import type { ReactNode } from 'react';

/** One key as printed on a keyboard; keys are Latin on every layout, so they read left to right. */
export function KeyCap({ children }: { children: ReactNode }) {
  return (
    <kbd
      dir="ltr"
      className="inline-grid min-w-6 place-items-center rounded-md border border-line bg-surface px-1.5 py-0.5 font-sans text-xs font-medium text-muted shadow-[0_1px_0_var(--color-line)]"
    >
      {children}
    </kbd>
  );
}
