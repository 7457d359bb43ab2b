import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/ui/toast/toast-store';

// Most visits never show a toast, so the Radix toast code loads with the first one.
const Toaster = lazy(() =>
  import('@/ui/toast/toaster').then((module) => ({ default: module.Toaster })),
);

export function ToastOutlet() {
  const hasToasts = useToasts().length > 0;
  const [isNeeded, setIsNeeded] = useState(hasToasts);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
