import { buttonClasses } from '@/ui/button-styles';

/**
 * The end of the Developer section's create forms (a token, a webhook endpoint): what the
 * server refused, then create and cancel.
 */
export function CreateFormFooter({
  failure,
  isPending,
  submitLabel,
  cancelLabel,
  onCancel,
}: {
  failure: string | null | undefined;
  isPending: boolean;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
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
    </>
  );
}
