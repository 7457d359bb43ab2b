import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '@waymark/shared/social/contracts';
import { FollowListDialog } from '@/features/profile/components/follow-list-dialog';

interface ProfileStatsProps {
  view: ProfileView;
  /** Lists open only for signed-in viewers who see the profile in full. */
  canOpenLists: boolean;
}

/** Followers and following counts; each opens its list. */
export function ProfileStats({ view, canOpenLists }: ProfileStatsProps) {
  const { t, i18n } = useTranslation('social');
  const [open, setOpen] = useState<'followers' | 'following' | null>(null);
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const stats = [
    { side: 'followers' as const, count: view.stats.followers, label: t('stats.followers') },
    { side: 'following' as const, count: view.stats.following, label: t('stats.following') },
  ];
  return (
    <>
      <ul className="mt-4 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm sm:justify-start">
        {stats.map(({ side, count, label }) => {
          const text = (
            <>
              <strong className="font-semibold text-fg">{format.format(count)}</strong>{' '}
              <span className="text-muted">{label}</span>
            </>
          );
          return (
            <li key={side}>
              {canOpenLists ? (
                <button
                  type="button"
                  onClick={() => setOpen(side)}
                  className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {text}
                </button>
              ) : (
                <span>{text}</span>
              )}
            </li>
          );
        })}
        {view.stats.journeys === null ? null : (
          <li>
            <strong className="font-semibold text-fg">{format.format(view.stats.journeys)}</strong>{' '}
            <span className="text-muted">{t('stats.journeys')}</span>
          </li>
        )}
      </ul>
      <FollowListDialog profileId={view.card.id} side={open} onClose={() => setOpen(null)} />
    </>
  );
}
