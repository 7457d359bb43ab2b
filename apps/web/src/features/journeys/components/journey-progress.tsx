import { useTranslation } from 'react-i18next';
import { useProgressText } from '@/lib/use-progress-text';
import { ProgressBar } from '@/ui/progress-bar';

interface JourneyProgressProps {
  title: string;
  progress: number;
  completed: number;
  total: number;
  size?: 'sm' | 'md';
}

/** The bar with "n of m steps" and the percentage beside it. */
export function JourneyProgress({
  title,
  progress,
  completed,
  total,
  size = 'md',
}: JourneyProgressProps) {
  const { t } = useTranslation('journeys');
  const { percent, steps, valueText } = useProgressText()({
    progress,
    completedStepCount: completed,
    stepCount: total,
  });
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-xs text-muted">
        <span>{steps}</span>
        <span className="font-semibold text-fg tabular-nums" data-testid="progress-percent">
          {percent}
        </span>
      </div>
      <ProgressBar
        value={progress}
        size={size}
        label={t('progress.label', { title })}
        valueText={valueText}
      />
    </div>
  );
}
