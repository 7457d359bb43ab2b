import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@waymark/shared/chat/contracts';
import { buttonClasses } from '@/ui/button-styles';
import { cx } from '@/lib/cx';
import { inputClasses } from '@/ui/form-field';
import type { MessageTexts } from '@/ui/messages/own-message-actions';
import type { OwnMessage } from '@/ui/messages/use-own-message';

interface MessageEditorProps {
  /** The textarea's id (its label points at it). */
  id: string;
  own: OwnMessage;
  ns: MessageTexts;
  /** Inside a brand-coloured bubble (my own chat message): buttons drawn for that ground. */
  onBrand?: boolean;
  className?: string;
}

/** A message's text edited in place: Enter saves, Shift+Enter breaks the line, Escape cancels. */
export function MessageEditor({ id, own, ns, onBrand = false, className }: MessageEditorProps) {
  const { t } = useTranslation(ns);
  const small = onBrand ? 'h-8 px-2 text-xs' : 'h-8 px-3 text-xs';
  return (
    <div className={cx('space-y-2', className)}>
      <label htmlFor={id} className="sr-only">
        {t('message.editLabel')}
      </label>
      <textarea
        id={id}
        value={own.draft}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={2}
        dir="auto"
        autoFocus
        onChange={(event) => own.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            own.save();
          } else if (event.key === 'Escape') {
            own.cancelEditing();
          }
        }}
        className={cx(inputClasses, onBrand && 'min-w-56 text-fg')}
      />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={own.cancelEditing}
          className={buttonClasses(onBrand ? 'onBrandOutline' : 'secondary', 'md', small)}
        >
          {t('message.cancel')}
        </button>
        <button
          type="button"
          onClick={own.save}
          disabled={own.isSaving}
          className={buttonClasses(onBrand ? 'onBrand' : 'primary', 'md', small)}
        >
          {t('message.save')}
        </button>
      </div>
    </div>
  );
}
