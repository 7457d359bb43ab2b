import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/use-formatters';

/** The counts every journey and project carries, so either is passed as it is. */
interface ProgressCounts {
  /** 0–100. */
  progress: number;
  completedStepCount: number;
  stepCount: number;
}

/**
 * The words of a journey's or project's progress: the percentage, "n of m steps", and the
 * sentence a progress bar reads out, so cards, lists and the dashboard say it alike.
 */
export function useProgressText() {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  return ({ progress, completedStepCount, stepCount }: ProgressCounts) => {
    const percent = format.number(progress / 100, { style: 'percent' });
    const steps = t('progress.steps', {
      count: stepCount,
      completed: format.number(completedStepCount),
      total: format.number(stepCount),
    });
    return { percent, steps, valueText: t('progress.valueText', { percent, steps }) };
  };
}
