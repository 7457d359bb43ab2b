import { LoaderCircle } from 'lucide-react';
import { buttonClasses } from '@/ui/button-styles';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  /** Said instead of `label` while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
}

/** A full-width submit button that says it is working and refuses a second click meanwhile. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={buttonClasses('primary', 'md', 'w-full')}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
