import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/lib/use-copy';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';

interface SecretOnceNoticeProps {
  /** Prefix of the element ids (title and field). */
  id: string;
  title: string;
  description: string;
  /** The field's accessible name. */
  label: string;
  copyLabel: string;
  secret: string;
  onDone: () => void;
}

/**
 * A secret shown once (a new token, a webhook's signing secret): selectable, copyable, and
 * gone when the person says they have it.
 */
export function SecretOnceNotice({
  id,
  title,
  description,
  label,
  copyLabel,
  secret,
  onDone,
}: SecretOnceNoticeProps) {
  const { t } = useTranslation('developer');
  const { isCopied, copy } = useCopy();
  return (
    <div
      role="region"
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-success/40 bg-success/10 p-4"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        {title}
      </h4>
      <p className="text-sm">{description}</p>
      <label htmlFor={`${id}-value`} className="sr-only">
        {label}
      </label>
      <input
        id={`${id}-value`}
        readOnly
        dir="ltr"
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-lg border border-line bg-raised px-3 py-2 font-mono text-sm text-fg"
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            void copy(secret).then((copied) => {
              if (!copied) toast.error(t('toast.copyFailed'));
            });
          }}
          className={buttonClasses('primary')}
        >
          {isCopied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {isCopied ? t('created.copied') : copyLabel}
        </button>
        <button type="button" onClick={onDone} className={buttonClasses('secondary')}>
          {t('created.done')}
        </button>
      </div>
    </div>
  );
}
