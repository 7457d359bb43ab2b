import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { Flag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepHost } from '@/features/workspace/editor/step-host';
import { cx } from '@/lib/cx';

/** The step block on screen: the step's title with a checkbox bound to the real step. */
export function StepBlockView({ node, selected }: ReactNodeViewProps) {
  const { t } = useTranslation('workspace');
  const host = useStepHost();
  const checkboxId = useId();
  const stepId = typeof node.attrs.stepId === 'string' ? node.attrs.stepId : null;
  const step = host?.steps.find((candidate) => candidate.id === stepId);
  const isPending = stepId !== null && (host?.pendingStepIds?.has(stepId) ?? false);

  return (
    <NodeViewWrapper
      data-step-block=""
      contentEditable={false}
      className={cx(
        'my-3 flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3',
        selected && 'ring-2 ring-ring',
      )}
    >
      <Flag aria-hidden="true" className="size-4 shrink-0 text-brand-text" />
      {step && host ? (
        <>
          <input
            id={checkboxId}
            type="checkbox"
            checked={step.isCompleted}
            disabled={isPending}
            onChange={(event) => host.setCompleted(step.id, event.target.checked)}
            className="size-5 shrink-0 accent-brand"
          />
          <label
            htmlFor={checkboxId}
            className={cx('flex-1 font-medium', step.isCompleted && 'text-muted line-through')}
          >
            <bdi>{step.title}</bdi>
          </label>
          <span className="text-xs text-muted">{t('step.badge')}</span>
        </>
      ) : (
        <p className="text-sm text-muted">{t('step.missing')}</p>
      )}
    </NodeViewWrapper>
  );
}
