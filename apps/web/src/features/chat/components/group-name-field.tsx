import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_MAX_LENGTH } from '@waymark/shared/chat/contracts';
import { inputClasses } from '@/ui/form-field';

/**
 * A group's name, labelled, as starting a group and renaming one ask it. The hint (when there
 * is one) says why the dialog's button still waits for it.
 */
export function GroupNameField({
  id,
  value,
  onChange,
  hint,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('chat');
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('group.name')}
      </label>
      <input
        id={id}
        value={value}
        maxLength={GROUP_NAME_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId}
        className={inputClasses}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
