import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeaderboardEntry } from '@waymark/shared/leaderboard/contracts';
import { pathTo } from '@waymark/shared/routes';
import { RankChange } from '@/features/leaderboard/components/rank-change';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { PersonPicture } from '@/ui/person-avatar';

const cell = 'px-3 py-2.5 align-middle';

function PersonCell({ entry }: { entry: LeaderboardEntry }) {
  const { t } = useTranslation('leaderboard');
  const name = entry.person.fullName ?? entry.person.username ?? t('someone');
  return (
    <span className="flex min-w-0 items-center gap-3">
      <PersonPicture name={name} pictureUrl={entry.person.avatarUrl} letter="first" />
      <span className="min-w-0">
        <Link
          to={pathTo('profile', { id: entry.person.id })}
          className="block truncate font-medium text-fg hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <bdi>{name}</bdi>
        </Link>
        {entry.isMe ? (
          <span className="text-xs font-medium text-brand-text">{t('you')}</span>
        ) : null}
      </span>
    </span>
  );
}

/**
 * Ranked rows: rank, person (linking to their profile), points and the change against the
 * previous period. My row is marked for sight (colour) and for screen readers (aria-current).
 */
export function BoardTable({
  entries,
  caption,
}: {
  entries: readonly LeaderboardEntry[];
  caption: string;
}) {
  const { t } = useTranslation('leaderboard');
  const { number } = useFormatters();
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-raised">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs text-muted">
          <tr>
            <th scope="col" className={cx(cell, 'w-16 text-start font-medium')}>
              {t('table.rank')}
            </th>
            <th scope="col" className={cx(cell, 'text-start font-medium')}>
              {t('table.person')}
            </th>
            <th scope="col" className={cx(cell, 'w-24 text-end font-medium')}>
              {t('table.points')}
            </th>
            <th scope="col" className={cx(cell, 'w-24 text-end font-medium')}>
              {t('table.change')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr
              key={entry.person.id}
              aria-current={entry.isMe ? 'true' : undefined}
              className={entry.isMe ? 'bg-brand-soft/60' : undefined}
            >
              <td className={cx(cell, 'font-semibold tabular-nums')}>{number(entry.rank)}</td>
              <th scope="row" className={cx(cell, 'text-start font-normal')}>
                <PersonCell entry={entry} />
              </th>
              <td className={cx(cell, 'text-end font-semibold tabular-nums')}>
                {number(entry.points)}
              </td>
              <td className={cx(cell, 'text-end')}>
                <RankChange change={entry.change} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
