import type { TFunction } from 'i18next';
import type { ConnectionType, reportReasons } from '@waymark/shared/social/contracts';
import type { MuteDuration } from '@waymark/shared/social/rules';

// Spelled out key by key so the extractor finds every text.

export function connectionTypeLabels(t: TFunction<'social'>): Record<ConnectionType, string> {
  return {
    friend: t('connection.types.friend', { ns: 'social' }),
    family: t('connection.types.family', { ns: 'social' }),
    colleague: t('connection.types.colleague', { ns: 'social' }),
    mentor: t('connection.types.mentor', { ns: 'social' }),
    teammate: t('connection.types.teammate', { ns: 'social' }),
    other: t('connection.types.other', { ns: 'social' }),
  };
}

export function muteDurationLabels(t: TFunction<'social'>): Record<MuteDuration, string> {
  return {
    '1d': t('mute.durations.1d', { ns: 'social' }),
    '7d': t('mute.durations.7d', { ns: 'social' }),
    '30d': t('mute.durations.30d', { ns: 'social' }),
    forever: t('mute.durations.forever', { ns: 'social' }),
  };
}

export function reportReasonLabels(
  t: TFunction<'social'>,
): Record<(typeof reportReasons)[number], string> {
  return {
    spam: t('report.reasons.spam', { ns: 'social' }),
    harassment: t('report.reasons.harassment', { ns: 'social' }),
    impersonation: t('report.reasons.impersonation', { ns: 'social' }),
    inappropriate: t('report.reasons.inappropriate', { ns: 'social' }),
    other: t('report.reasons.other', { ns: 'social' }),
  };
}
