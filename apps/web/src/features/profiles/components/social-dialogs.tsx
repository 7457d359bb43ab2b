import { useState, type FormEvent } from 'react';
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
import { Dialog } from '@/ui/dialog';
import { ChoiceGroup } from '@/ui/choice-group';
import { FieldLabel } from '@/ui/field-label';

function submitted(event: FormEvent, run: () => void) {
  event.preventDefault();
  run();
}

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
  const labels = connectionTypeLabels(t);
  return (
    <Dialog
      open={open}
      title={current ? t('connection.changeTitle', { name }) : t('connection.title', { name })}
      onClose={onClose}
    >
      <form
        onSubmit={(event) =>
          submitted(event, () => {
            onSubmit(type);
            onClose();
          })
        }
      >
        <ChoiceGroup
          look="compact"
          legend={t('connection.typeLegend')}
          options={connectionTypes.map((value) => ({ value, label: labels[value] }))}
          value={type}
          onChange={setType}
        />
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
      </form>
    </Dialog>
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
  const labels = muteDurationLabels(t);
  return (
    <Dialog
      open={open}
      title={t('mute.title', { name })}
      description={t('mute.help')}
      onClose={onClose}
    >
      <form
        onSubmit={(event) =>
          submitted(event, () => {
            onSubmit(duration);
            onClose();
          })
        }
      >
        <ChoiceGroup
          look="compact"
          legend={t('mute.durationLegend')}
          options={muteDurations.map((value) => ({ value, label: labels[value] }))}
          value={duration}
          onChange={setDuration}
        />
        <div className="mt-5 flex justify-end">
          <button type="submit" className={buttonClasses('primary')}>
            {t('mute.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
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
  const labels = reportReasonLabels(t);
  return (
    <Dialog
      open={open}
      title={t('report.title', { name })}
      description={t('report.help')}
      onClose={onClose}
    >
      <form
        onSubmit={(event) =>
          submitted(event, () => {
            onSubmit(reason, details);
            setDetails('');
            onClose();
          })
        }
      >
        <ChoiceGroup
          look="compact"
          legend={t('report.reasonLegend')}
          options={reportReasons.map((value) => ({ value, label: labels[value] }))}
          value={reason}
          onChange={setReason}
        />
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
        <div className="mt-5 flex justify-end">
          <button type="submit" className={buttonClasses('primary')}>
            {t('report.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
