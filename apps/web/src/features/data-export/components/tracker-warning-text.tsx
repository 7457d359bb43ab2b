import { useTranslation } from 'react-i18next';
import type { TrackerWarning } from '@waymark/shared/data-export/trackers/warnings';
import { useFormatters } from '@/lib/format/use-formatters';

/**
 * One thing a tracker import read but did not bring along, in the person's language. Each code
 * has its own literal key, so the key extractor keeps them all.
 */
export function TrackerWarningText({ warning }: { warning: TrackerWarning }) {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const count = warning.count ?? 0;
  const values = {
    count,
    shown: format.number(count),
    name: warning.name ?? '',
    unit: warning.unit ?? '',
    max: format.number(warning.max ?? 0),
  };
  switch (warning.code) {
    case 'habiticaNoCompletion':
      return t('settings.legal.trackers.warning.habiticaNoCompletion', values);
    case 'habiticaNoDate':
      return t('settings.legal.trackers.warning.habiticaNoDate', values);
    case 'habiticaNegativeOnly':
      return t('settings.legal.trackers.warning.habiticaNegativeOnly', values);
    case 'habiticaBadDueDate':
      return t('settings.legal.trackers.warning.habiticaBadDueDate', values);
    case 'loopLegacyNumeric':
      return t('settings.legal.trackers.warning.loopLegacyNumeric', values);
    case 'loopTinyValues':
      return t('settings.legal.trackers.warning.loopTinyValues', values);
    case 'loopUnselected':
      return t('settings.legal.trackers.warning.loopUnselected', values);
    case 'stravaErrorLines':
      return t('settings.legal.trackers.warning.stravaErrorLines', values);
    case 'stravaUnreadable':
      return t('settings.legal.trackers.warning.stravaUnreadable', values);
    case 'stravaNoDistance':
      return t('settings.legal.trackers.warning.stravaNoDistance', values);
    case 'stravaNoTime':
      return t('settings.legal.trackers.warning.stravaNoTime', values);
    case 'journeyInBin':
      return t('settings.legal.trackers.warning.journeyInBin', values);
    case 'journeyStepsFull':
      return t('settings.legal.trackers.warning.journeyStepsFull', values);
  }
}
