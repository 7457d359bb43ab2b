import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerErrorText } from '@/features/notifications/lib/answer-error';
import { buttonClasses } from '@/ui/button-styles';

export type Decision = 'accept' | 'decline';

const smallButton = 'h-8 px-3';

/**
 * Accept and Decline for a request told in a notification, then the outcome in its place
 * ("Accepted", "Declined"), or what went wrong in words. `isWaiting` false (answered elsewhere
 * or withdrawn, as far as the app knows) shows that instead of the buttons; undefined (not
 * known yet) shows the buttons, and the server has the last word.
 */
export function AnswerButtons({
  describedBy,
  isWaiting,
  answer,
}: {
  /** The id of the sentence the buttons answer, which completes their names. */
  describedBy: string;
  isWaiting: boolean | undefined;
  answer: (decision: Decision) => Promise<unknown>;
}) {
  const { t } = useTranslation('notifications');
  const [busy, setBusy] = useState<Decision | null>(null);
  const [outcome, setOutcome] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (decision: Decision) => {
    setBusy(decision);
    setError(null);
    try {
      await answer(decision);
      setOutcome(decision);
    } catch (failure) {
      setError(answerErrorText(t, failure));
    } finally {
      setBusy(null);
    }
  };

  if (outcome) {
    const Icon = outcome === 'accept' ? Check : X;
    return (
      <p role="status" className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium">
        <Icon
          aria-hidden="true"
          className={outcome === 'accept' ? 'size-4 text-success' : 'size-4 text-muted'}
        />
        {outcome === 'accept' ? t('answer.accepted') : t('answer.declined')}
      </p>
    );
  }
  if (error) {
    return (
      <p role="alert" className="mt-2 text-sm text-danger">
        {error}
      </p>
    );
  }
  if (isWaiting === false) {
    return <p className="mt-2 text-sm text-muted">{t('answer.notWaiting')}</p>;
  }
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <button
        type="button"
        aria-describedby={describedBy}
        disabled={busy !== null}
        onClick={() => void run('accept')}
        className={buttonClasses('primary', 'md', smallButton)}
      >
        {t('answer.accept')}
      </button>
      <button
        type="button"
        aria-describedby={describedBy}
        disabled={busy !== null}
        onClick={() => void run('decline')}
        className={buttonClasses('secondary', 'md', smallButton)}
      >
        {t('answer.decline')}
      </button>
    </div>
  );
}
