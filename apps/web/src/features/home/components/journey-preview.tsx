import { CalendarClock, Check, Flag, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format/formatters';
import { cx } from '@/lib/cx';

/** A sample journey card illustrating the product; decorative, so hidden from screen readers. */
export function JourneyPreview() {
  const { t, i18n } = useTranslation();
  const steps = [
    { label: t('home.preview.step1'), isDone: true },
    { label: t('home.preview.step2'), isDone: true },
    { label: t('home.preview.step3'), isDone: true },
    { label: t('home.preview.step4'), isDone: false },
    { label: t('home.preview.step5'), isDone: false },
  ];
  const doneCount = steps.filter((step) => step.isDone).length;
  const share = doneCount / steps.length;
  const percent = new Intl.NumberFormat(localeFor(i18n.language), { style: 'percent' }).format(
    share,
  );

  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-3 -z-10 rounded-[1.75rem] bg-gradient-to-br from-brand/15 via-brand/5 to-transparent" />
      <div className="rounded-2xl border border-line bg-raised p-6 shadow-xl shadow-brand/5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-medium tracking-wide text-brand-text uppercase">
              {t('home.preview.category')}
            </p>
            <p className="mt-1 text-lg font-semibold">{t('home.preview.title')}</p>
          </div>
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-text">
            <Flag className="size-5" />
          </span>
        </div>

        <div className="mt-5">
          <div className="flex justify-between text-xs text-muted">
            <span>{t('home.preview.progress', { count: doneCount, total: steps.length })}</span>
            <span>{percent}</span>
          </div>
          {/* One segment per step, not a width: the server-rendered home page paints this before
              any script runs, and the CSP forbids inline style attributes. */}
          <div className="mt-2 flex h-2 overflow-hidden rounded-full bg-surface">
            {steps.map((step) => (
              <div key={step.label} className={cx('flex-1', step.isDone && 'bg-brand')} />
            ))}
          </div>
        </div>

        <ol className="mt-5 space-y-3">
          {steps.map((step) => (
            <li key={step.label} className="flex items-center gap-3 text-sm">
              <span
                className={cx(
                  'grid size-6 shrink-0 place-items-center rounded-full border',
                  step.isDone
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-bg text-transparent',
                )}
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              <span className={step.isDone ? 'text-muted line-through' : 'text-fg'}>
                {step.label}
              </span>
            </li>
          ))}
        </ol>

        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-4 text-xs text-muted">
          <span className="flex items-center gap-1.5">
            <Users className="size-4 text-brand-text" />
            {t('home.preview.visibility')}
          </span>
          <span className="flex items-center gap-1.5">
            <CalendarClock className="size-4 text-blaze" />
            {t('home.preview.next')}
          </span>
        </div>
      </div>
    </div>
  );
}
