import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from '@/features/journeys/lib/view-mode';
import { cx } from '@/lib/cx';

/** Two pressed-state buttons: grid or list. */
export function ViewToggle({
  mode,
  onChange,
}: {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  const { t } = useTranslation('journeys');
  const choices = [
    { value: 'grid', label: t('list.view.grid'), Icon: LayoutGrid },
    { value: 'list', label: t('list.view.list'), Icon: List },
  ] as const;
  return (
    <div
      role="group"
      aria-label={t('list.view.label')}
      className="inline-flex rounded-lg border border-line bg-raised p-0.5"
    >
      {choices.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cx(
            'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring',
            mode === value
              ? 'bg-brand-soft font-medium text-brand-text'
              : 'text-muted hover:text-fg',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
