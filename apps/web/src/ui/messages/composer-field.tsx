import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { MESSAGE_MAX_LENGTH } from '@waymark/shared/chat/contracts';

/**
 * The text field of a message composer, with its (visually hidden) label: Enter sends,
 * Shift+Enter breaks the line, and Enter that ends an input-method composition does neither.
 */
export function ComposerField({
  id,
  label,
  onSend,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'id' | 'onKeyDown'> & {
  id: string;
  label: string;
  onSend: () => void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        dir="auto"
        maxLength={MESSAGE_MAX_LENGTH}
        {...textarea}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
      />
    </>
  );
}

/** Above the composer while answering a message: what it answers, and a way not to. */
export function ReplyingTo({
  cancelLabel,
  onCancel,
  className,
  cancelClassName,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  className: string;
  cancelClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {children}
      <button type="button" onClick={onCancel} aria-label={cancelLabel} className={cancelClassName}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
