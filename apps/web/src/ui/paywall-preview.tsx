import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { routePatterns } from '@waymark/shared/routes';
import { cx } from '@/lib/cx';
import { LinkButton } from '@/ui/link-button';

interface PaywallPreviewProps {
  /** Prefix of the card's title id. */
  id: string;
  testId: string;
  /** What the paid page would show, drawn from invented data: blurred and hidden from assistive technology. */
  sample: ReactNode;
  sampleClassName?: string;
  badge: string;
  title: string;
  text: string;
  action: string;
}

/**
 * A paid page seen without access: the sample, blurred and inert, under a labelled card that
 * says what the plan gives and leads to /billing.
 */
export function PaywallPreview({
  id,
  testId,
  sample,
  sampleClassName,
  badge,
  title,
  text,
  action,
}: PaywallPreviewProps) {
  return (
    <div className="relative" data-testid={testId}>
      <div
        aria-hidden="true"
        inert
        className={cx('pointer-events-none select-none blur-[3px]', sampleClassName)}
      >
        {sample}
      </div>
      <div className="absolute inset-x-0 top-8 flex justify-center px-4">
        <section
          aria-labelledby={`${id}-title`}
          className="max-w-lg rounded-2xl border border-line bg-raised p-6 text-center shadow-lg"
        >
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-text">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {badge}
          </span>
          <h2 id={`${id}-title`} className="mt-3 text-xl font-bold">
            {title}
          </h2>
          <p className="mt-2 text-sm text-muted">{text}</p>
          <div className="mt-5 flex justify-center">
            <LinkButton to={routePatterns.billing} size="lg">
              {action}
            </LinkButton>
          </div>
        </section>
      </div>
    </div>
  );
}
