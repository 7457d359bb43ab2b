import { useTranslation } from 'react-i18next';
import { journeyCategories, type JourneyCategory } from '@waymark/shared/journeys/common-contracts';
import { leaderboardScopes, type LeaderboardScope } from '@waymark/shared/leaderboard/contracts';
import { leaderboardPeriods, type LeaderboardPeriod } from '@waymark/shared/leaderboard/periods';
import { PressedChoice } from '@/ui/pressed-choice';
import { SelectField } from '@/ui/select-field';

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
        <PressedChoice
          label={t('period.label')}
          value={choice.period}
          options={leaderboardPeriods}
          optionLabel={(period) => t(`period.${period}`)}
          onChange={(period) => onChange({ period })}
        />
        {isSignedIn ? (
          <PressedChoice
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
