import { useTranslation } from 'react-i18next';

/** A labelled progress bar: "33% complete". */
export function ProgressBar({ percent, label }: { percent: number; label?: string }) {
  const { t } = useTranslation('workspace');
  const text = t('progress.complete', { percent });
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label ?? text}
        className="h-2 w-40 max-w-full overflow-hidden rounded-full bg-surface ring-1 ring-line"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-sm text-muted tabular-nums" data-testid="journey-progress">
        {text}
      </span>
    </div>
  );
}
