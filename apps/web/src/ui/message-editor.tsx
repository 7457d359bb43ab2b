import { buttonClasses } from '@/ui/button-styles';
import { cx } from '@/lib/cx';
import { inputClasses } from '@/ui/form-field';

interface MessageEditorProps {
  /** The textarea's id (its label points at it). */
  id: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  /** Enter (without Shift) or the save button. */
  onSave: () => void;
  /** Escape or the cancel button. */
  onCancel: () => void;
  isSaving: boolean;
  saveLabel: string;
  cancelLabel: string;
  /** Inside a brand-coloured bubble (my own chat message): buttons drawn for that ground. */
  onBrand?: boolean;
  className?: string;
}

/** A message's text edited in place: Enter saves, Shift+Enter breaks the line, Escape cancels. */
export function MessageEditor({
  id,
  label,
  value,
  maxLength,
  onChange,
  onSave,
  onCancel,
  isSaving,
  saveLabel,
  cancelLabel,
  onBrand = false,
  className,
}: MessageEditorProps) {
  const small = onBrand ? 'h-8 px-2 text-xs' : 'h-8 px-3 text-xs';
  return (
    <div className={cx('space-y-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        rows={2}
        dir="auto"
        autoFocus
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            onSave();
          } else if (event.key === 'Escape') {
            onCancel();
          }
        }}
        className={cx(inputClasses, onBrand && 'min-w-56 text-fg')}
      />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className={buttonClasses(onBrand ? 'onBrandOutline' : 'secondary', 'md', small)}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onSave}
          disabled={isSaving}
          className={buttonClasses(onBrand ? 'onBrand' : 'primary', 'md', small)}
        >
          {saveLabel}
        </button>
      </div>
    </div>
  );
}
