import { FileUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/ui/button-styles';

/**
 * The pieces both imports draw alike (Waymark's own archive and another tracker's export): the
 * file with its error, the check button, the dry run's table and the confirm/cancel pair.
 */

export function ImportFileField({
  id,
  label,
  accept,
  error,
  onFile,
}: {
  id: string;
  label: string;
  accept: string;
  error: string | null;
  onFile: (file: File | null) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="block w-full text-sm text-fg file:me-3 file:rounded-lg file:border file:border-line file:bg-raised file:px-3 file:py-2 file:text-sm file:font-medium file:text-fg hover:file:bg-surface"
      />
      <p id={`${id}-error`} role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** Submits the form for a dry run; says it is checking while it does. */
export function CheckFileButton({ isPending, label }: { isPending: boolean; label: string }) {
  return (
    <button type="submit" disabled={isPending} className={buttonClasses('secondary', 'md')}>
      <FileUp aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/** The dry run's table: the first heading names the rows, the others are counts. */
export function PlanTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="w-full text-start text-sm">
      <caption className="mb-2 text-start font-medium">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-muted">
          {headings.map((heading, index) => (
            <th
              key={heading}
              scope="col"
              className={`py-1 font-medium ${index === 0 ? 'text-start' : 'text-end'}`}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** Import what the dry run listed, or go back to choosing a file. */
export function ConfirmImportButtons({
  onConfirm,
  onCancel,
  isPending,
  isDisabled,
  label,
  cancelLabel,
}: {
  onConfirm: () => void;
  onCancel: () => void;
  isPending: boolean;
  isDisabled: boolean;
  label: string;
  cancelLabel: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={onConfirm}
        disabled={isPending || isDisabled}
        className={buttonClasses('primary', 'md')}
      >
        {label}
      </button>
      <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'md')}>
        {cancelLabel}
      </button>
    </div>
  );
}
