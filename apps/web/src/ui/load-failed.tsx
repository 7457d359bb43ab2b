import { RotateCw } from 'lucide-react';
import { buttonClasses } from '@/ui/button-styles';

export interface LoadFailedProps {
  /** What could not load, in the feature's own words. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list or page whose data could not load: said aloud, with a way to try again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="rounded-2xl border border-line bg-raised px-6 py-10 text-center">
      <p className="font-medium">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md', 'mt-4')}>
        <RotateCw aria-hidden="true" className="size-4" />
        {retryLabel}
      </button>
    </div>
  );
}
