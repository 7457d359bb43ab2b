import { useTranslation } from 'react-i18next';
import type { ViewAs } from '@/features/profiles/api/social';
import { cx } from '@/lib/cx';

interface ViewAsSwitchProps {
  value: ViewAs | null;
  onChange: (value: ViewAs | null) => void;
}

/** "View my profile as…": me, a stranger, a follower, someone I blocked, a signed-out visitor. */
export function ViewAsSwitch({ value, onChange }: ViewAsSwitchProps) {
  const { t } = useTranslation('social');
  const options: { value: ViewAs | null; label: string }[] = [
    { value: null, label: t('viewAs.me') },
    { value: 'stranger', label: t('viewAs.stranger') },
    { value: 'follower', label: t('viewAs.follower') },
    { value: 'blocked', label: t('viewAs.blocked') },
    { value: 'anonymous', label: t('viewAs.anonymous') },
  ];
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 text-sm font-medium text-muted">{t('viewAs.legend')}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-xl border border-line bg-surface p-1">
        {options.map((option) => (
          <label
            key={option.value ?? 'me'}
            className={cx(
              'cursor-pointer rounded-lg px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === option.value
                ? 'bg-raised font-medium shadow-sm'
                : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name="view-as"
              className="sr-only"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
