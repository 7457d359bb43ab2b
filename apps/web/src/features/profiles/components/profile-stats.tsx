import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ProfileView } from '@waymark/shared/social/contracts';
import { FollowListDialog } from '@/features/profiles/components/follow-list-dialog';
import { useFormatters } from '@/lib/format/use-formatters';

interface ProfileStatsProps {
  view: ProfileView;
  /** Lists open only for signed-in viewers who see the profile in full. */
  canOpenLists: boolean;
}

type StatKey = 'followers' | 'following' | 'journeys';

/**
 * "1 follower", "2 followers": the words follow the language's plural rules (Arabic has six
 * forms, Russian four) and the figure its digits; some languages put the figure after the word.
 */
function StatText({ statKey, count }: { statKey: StatKey; count: number }) {
  const { t } = useTranslation('social');
  const format = useFormatters();
  return (
    <Trans
      t={t}
      i18nKey={`stats.${statKey}`}
      count={count}
      values={{ shown: format.number(count) }}
      components={{ n: <strong className="font-semibold text-fg" /> }}
    />
  );
}

/** Followers and following counts; each opens its list. */
export function ProfileStats({ view, canOpenLists }: ProfileStatsProps) {
  const [open, setOpen] = useState<'followers' | 'following' | null>(null);
  const stats = [
    { side: 'followers' as const, count: view.stats.followers },
    { side: 'following' as const, count: view.stats.following },
  ];
  return (
    <>
      <ul className="mt-4 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted sm:justify-start">
        {stats.map(({ side, count }) => {
          const text = <StatText statKey={side} count={count} />;
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
            <StatText statKey="journeys" count={view.stats.journeys} />
          </li>
        )}
      </ul>
      <FollowListDialog profileId={view.card.id} side={open} onClose={() => setOpen(null)} />
    </>
  );
}
