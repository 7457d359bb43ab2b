import { FileUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DryRunFlow } from '@/features/data-export/lib/use-dry-run-import';
import { buttonClasses } from '@/ui/button-styles';

/**
 * The pieces both imports draw alike (Waymark's own archive and another tracker's export): the
 * file with its error, the dry run's table, and the form that checks the file then imports it.
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

export interface DryRunTexts {
  check: string;
  checking: string;
  nothingNew: string;
  confirm: string;
  importing: string;
  cancel: string;
}

/**
 * An import's form: its fields, then before the dry run the button that checks the file, and
 * after it the plan (drawn by the import), a note when it would make nothing, and the
 * confirm/cancel pair.
 */
export function DryRunForm<Plan>({
  label,
  flow: { plan, check, confirm },
  isPending,
  isNothingNew,
  texts,
  onCancel,
  fields,
  children,
}: {
  label: string;
  flow: Pick<DryRunFlow<Plan>, 'plan' | 'check' | 'confirm'>;
  isPending: boolean;
  isNothingNew: (plan: Plan) => boolean;
  texts: DryRunTexts;
  onCancel: () => void;
  fields: ReactNode;
  children: (plan: Plan) => ReactNode;
}) {
  return (
    <form noValidate onSubmit={check} aria-label={label} className="space-y-4">
      {fields}
      {plan === null ? (
        <button type="submit" disabled={isPending} className={buttonClasses('secondary', 'md')}>
          <FileUp aria-hidden="true" className="size-4" />
          {isPending ? texts.checking : texts.check}
        </button>
      ) : (
        <div className="space-y-3">
          {children(plan)}
          {isNothingNew(plan) && <p className="text-sm text-muted">{texts.nothingNew}</p>}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={confirm}
              disabled={isPending || isNothingNew(plan)}
              className={buttonClasses('primary', 'md')}
            >
              {isPending ? texts.importing : texts.confirm}
            </button>
            <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'md')}>
              {texts.cancel}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
