import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_NOTE_MAX_LENGTH,
  reportReasons,
  type CommunityMessage,
  type ReportReason,
} from '@waymark/shared/community/contracts';
import { useReport } from '@/features/community/api/message-actions';
import { ChoiceDialog } from '@/ui/choice-dialog';
import { ConfirmActions } from '@/ui/confirm-dialog';
import { inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';

/** Reporting a message: a reason from the short list and an optional note for the moderators. */
export function ReportDialog({
  message,
  slug,
  onClose,
}: {
  message: CommunityMessage | null;
  slug: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('community');
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const report = useReport(slug);
  const labels: Record<ReportReason, string> = {
    spam: t('report.reasons.spam'),
    harassment: t('report.reasons.harassment'),
    hate: t('report.reasons.hate'),
    'self-harm': t('report.reasons.selfHarm'),
    other: t('report.reasons.other'),
  };
  const close = () => {
    setReason('spam');
    setNote('');
    onClose();
  };
  return (
    <ChoiceDialog
      open={message !== null}
      title={t('report.title')}
      description={t('report.description')}
      onClose={close}
      legend={t('report.reasonLegend')}
      choices={reportReasons}
      labels={labels}
      value={reason}
      onChange={setReason}
      onSubmit={() => {
        if (!message) return;
        report.mutate(
          { id: message.id, reason, note },
          {
            onSuccess: () => {
              toast.success(t('report.done'));
              close();
            },
            onError: () => toast.error(t('report.failed')),
          },
        );
      }}
      className="space-y-4"
    >
      <div>
        <label htmlFor={noteId} className="mb-1 block text-sm font-medium">
          {t('report.noteLabel')}
        </label>
        <textarea
          id={noteId}
          value={note}
          rows={3}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          className={inputClasses}
        />
      </div>
      <ConfirmActions
        cancelLabel={t('report.cancel')}
        confirmLabel={t('report.submit')}
        confirmType="submit"
        isPending={report.isPending}
        onCancel={close}
      />
    </ChoiceDialog>
  );
}
