import { useTranslation } from 'react-i18next';
import { journeyCategories, type JourneyCategory } from '@waymark/shared/journeys/common-contracts';
import { leaderboardScopes, type LeaderboardScope } from '@waymark/shared/leaderboard/contracts';
import { leaderboardPeriods, type LeaderboardPeriod } from '@waymark/shared/leaderboard/periods';
import { cx } from '@/lib/cx';
import { SelectField } from '@/ui/select-field';

/** A row of pressed buttons for one choice (the choice is in the address). */
function Segmented<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  onChange: (value: Value) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex self-start rounded-lg border border-line bg-raised p-0.5"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cx(
            'inline-flex h-9 items-center rounded-md px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring',
            value === option
              ? 'bg-brand-soft font-medium text-brand-text'
              : 'text-muted hover:text-fg',
          )}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}

export interface BoardChoice {
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  category: JourneyCategory | undefined;
}

/** Period, scope (signed-in people only) and category of the board. */
export function BoardControls({
  choice,
  isSignedIn,
  onChange,
}: {
  choice: BoardChoice;
  isSignedIn: boolean;
  onChange: (next: Partial<BoardChoice>) => void;
}) {
  const { t } = useTranslation(['leaderboard', 'journeys']);
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Segmented
          label={t('period.label')}
          value={choice.period}
          options={leaderboardPeriods}
          optionLabel={(period) => t(`period.${period}`)}
          onChange={(period) => onChange({ period })}
        />
        {isSignedIn ? (
          <Segmented
            label={t('scope.label')}
            value={choice.scope}
            options={leaderboardScopes}
            optionLabel={(scope) => t(`scope.${scope}`)}
            onChange={(scope) => onChange({ scope })}
          />
        ) : null}
      </div>
      <SelectField<JourneyCategory | ''>
        label={t('category.label')}
        labelLook="filter"
        className="sm:w-56"
        value={choice.category ?? ''}
        options={[
          { value: '', label: t('category.all') },
          ...journeyCategories.map((value) => ({
            value,
            label: t(`journeys:category.${value}`),
          })),
        ]}
        onChange={(value) => onChange({ category: value === '' ? undefined : value })}
      />
    </div>
  );
}
