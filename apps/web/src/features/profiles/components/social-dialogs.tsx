import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  connectionTypes,
  REPORT_DETAILS_MAX,
  reportReasons,
  type ConnectionType,
} from '@waymark/shared/social/contracts';
import { muteDurations, type MuteDuration } from '@waymark/shared/social/rules';
import {
  connectionTypeLabels,
  muteDurationLabels,
  reportReasonLabels,
} from '@/features/profiles/components/social-labels';
import { buttonClasses } from '@/ui/button-styles';
import { ChoiceDialog } from '@/ui/choice-dialog';
import { FieldLabel } from '@/ui/field-label';

interface ConnectDialogProps {
  open: boolean;
  name: string;
  /** Set when changing the type of an existing connection. */
  current?: ConnectionType;
  onSubmit: (type: ConnectionType) => void;
  onRemove?: () => void;
  onClose: () => void;
}

/** Connect with a type (friend, family, colleague, mentor, teammate, other), or change it. */
export function ConnectDialog({
  open,
  name,
  current,
  onSubmit,
  onRemove,
  onClose,
}: ConnectDialogProps) {
  const { t } = useTranslation('social');
  const [type, setType] = useState<ConnectionType>(current ?? 'friend');
  return (
    <ChoiceDialog
      open={open}
      title={current ? t('connection.changeTitle', { name }) : t('connection.title', { name })}
      onClose={onClose}
      legend={t('connection.typeLegend')}
      choices={connectionTypes}
      labels={connectionTypeLabels(t)}
      value={type}
      onChange={setType}
      onSubmit={() => {
        onSubmit(type);
        onClose();
      }}
    >
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        {onRemove ? (
          <button
            type="button"
            className={buttonClasses('ghost', 'md', 'me-auto text-danger')}
            onClick={() => {
              onRemove();
              onClose();
            }}
          >
            {t('connection.remove')}
          </button>
        ) : null}
        <button type="submit" className={buttonClasses('primary')}>
          {current ? t('connection.save') : t('connection.send')}
        </button>
      </div>
    </ChoiceDialog>
  );
}

interface MuteDialogProps {
  open: boolean;
  name: string;
  onSubmit: (duration: MuteDuration) => void;
  onClose: () => void;
}

export function MuteDialog({ open, name, onSubmit, onClose }: MuteDialogProps) {
  const { t } = useTranslation('social');
  const [duration, setDuration] = useState<MuteDuration>('7d');
  return (
    <ChoiceDialog
      open={open}
      title={t('mute.title', { name })}
      description={t('mute.help')}
      onClose={onClose}
      legend={t('mute.durationLegend')}
      choices={muteDurations}
      labels={muteDurationLabels(t)}
      value={duration}
      onChange={setDuration}
      onSubmit={() => {
        onSubmit(duration);
        onClose();
      }}
    >
      <SubmitRow label={t('mute.confirm')} />
    </ChoiceDialog>
  );
}

interface ReportDialogProps {
  open: boolean;
  name: string;
  onSubmit: (reason: (typeof reportReasons)[number], details: string) => void;
  onClose: () => void;
}

export function ReportDialog({ open, name, onSubmit, onClose }: ReportDialogProps) {
  const { t } = useTranslation('social');
  const [reason, setReason] = useState<(typeof reportReasons)[number]>('spam');
  const [details, setDetails] = useState('');
  return (
    <ChoiceDialog
      open={open}
      title={t('report.title', { name })}
      description={t('report.help')}
      onClose={onClose}
      legend={t('report.reasonLegend')}
      choices={reportReasons}
      labels={reportReasonLabels(t)}
      value={reason}
      onChange={setReason}
      onSubmit={() => {
        onSubmit(reason, details);
        setDetails('');
        onClose();
      }}
    >
      <FieldLabel htmlFor="report-details" className="mt-4">
        {t('report.details')}
      </FieldLabel>
      <textarea
        id="report-details"
        value={details}
        maxLength={REPORT_DETAILS_MAX}
        onChange={(event) => setDetails(event.target.value)}
        rows={3}
        dir="auto"
        className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <SubmitRow label={t('report.send')} />
    </ChoiceDialog>
  );
}

function SubmitRow({ label }: { label: string }) {
  return (
    <div className="mt-5 flex justify-end">
      <button type="submit" className={buttonClasses('primary')}>
        {label}
      </button>
    </div>
  );
}
