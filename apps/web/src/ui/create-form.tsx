import type { FormEvent, ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { buttonClasses } from '@/ui/button-styles';

/**
 * What a create request's failure says: the server's own words for a refusal (4xx), else the
 * form's general failure; nothing before a failure.
 */
export function refusalOf(error: unknown, fallback: string): string | undefined {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return error ? fallback : undefined;
}

interface CreateFormProps {
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** What the server refused, said above the buttons. */
  failure: string | null | undefined;
  isPending: boolean;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The Developer section's create forms (a token, a webhook endpoint): a titled box, its fields,
 * then what the server refused, then create and cancel.
 */
export function CreateForm({
  titleId,
  title,
  onSubmit,
  failure,
  isPending,
  submitLabel,
  cancelLabel,
  onCancel,
  children,
}: CreateFormProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-line p-4"
    >
      <h4 id={titleId} className="font-semibold">
        {title}
      </h4>
      {children}
      <p role="alert" className="text-sm text-danger empty:hidden">
        {failure}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isPending} className={buttonClasses('primary')}>
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
