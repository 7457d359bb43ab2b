import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { activityVerbs, type ActivityVerb } from '@waymark/shared/journeys/activity-contracts';
import { journeyCategories, type JourneyCategory } from '@waymark/shared/journeys/common-contracts';
import { timelineTabs, type TimelineTab } from '@waymark/shared/timeline/contracts';
import { inputClasses } from '@/ui/form-field';
import { PressedChoice } from '@/ui/pressed-choice';

const verbKeys = {
  'journey.created': 'journeyCreated',
  'journey.completed': 'journeyCompleted',
  'journey.forked': 'journeyForked',
  'step.completed': 'stepCompleted',
  'project.created': 'projectCreated',
  'entry.logged': 'entryLogged',
} as const satisfies Record<ActivityVerb, string>;

/** Following / Mine / Everyone: links-like pressed buttons (the tab is in the address). */
export function TimelineTabs({
  tab,
  tabs,
  onChange,
}: {
  tab: TimelineTab;
  tabs: readonly TimelineTab[];
  onChange: (tab: TimelineTab) => void;
}) {
  const { t } = useTranslation('social');
  return (
    <PressedChoice
      label={t('timeline.tabs.label')}
      value={tab}
      options={tabs}
      optionLabel={(value) => t(`timeline.tabs.${value}`)}
      onChange={onChange}
    />
  );
}

function Select<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  allLabel,
  onChange,
}: {
  label: string;
  value: Value | undefined;
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  allLabel: string;
  onChange: (value: Value | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
        className={inputClasses}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TimelineFilters({
  kind,
  category,
  onKind,
  onCategory,
}: {
  kind: ActivityVerb | undefined;
  category: JourneyCategory | undefined;
  onKind: (kind: ActivityVerb | undefined) => void;
  onCategory: (category: JourneyCategory | undefined) => void;
}) {
  const { t } = useTranslation(['social', 'journeys']);
  return (
    <div className="grid grid-cols-2 gap-3 sm:w-96">
      <Select
        label={t('timeline.filter.kind')}
        value={kind}
        options={activityVerbs}
        optionLabel={(verb) => t(`timeline.kind.${verbKeys[verb]}`)}
        allLabel={t('timeline.filter.allKinds')}
        onChange={onKind}
      />
      <Select
        label={t('timeline.filter.category')}
        value={category}
        options={journeyCategories}
        optionLabel={(value) => t(`journeys:category.${value}`)}
        allLabel={t('timeline.filter.allCategories')}
        onChange={onCategory}
      />
    </div>
  );
}

export const tabsFor = (isSignedIn: boolean): readonly TimelineTab[] =>
  isSignedIn ? timelineTabs : ['everyone'];
