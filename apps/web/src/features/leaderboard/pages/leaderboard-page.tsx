import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { journeyCategories } from '@waymark/shared/journeys/common-contracts';
import { leaderboardScopes, type Leaderboard } from '@waymark/shared/leaderboard/contracts';
import { leaderboardPeriods, weekStartFor } from '@waymark/shared/leaderboard/periods';
import { DAILY_POINTS_CAP } from '@waymark/shared/leaderboard/points';
import { pathTo } from '@waymark/shared/routes';
import { useLeaderboard } from '@/features/leaderboard/api/get-leaderboard';
import { BoardControls, type BoardChoice } from '@/features/leaderboard/components/board-controls';
import { BoardTable } from '@/features/leaderboard/components/board-table';
import { useAuthContext } from '@/lib/auth/auth-context';
import { localeFor } from '@/lib/format/formatters';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';
import { EmptyState } from '@/ui/empty-state';
import { LoadFailed } from '@/ui/load-failed';
import { PageFallback } from '@/ui/page-fallback';

const pick = <Value extends string>(options: readonly Value[], value: string | null) =>
  options.find((option) => option === value);

/** The board the address asks for; visitors only ever see everyone. */
function useBoardChoice(isSignedIn: boolean): [BoardChoice, (next: Partial<BoardChoice>) => void] {
  const [params, setParams] = useSearchParams();
  const choice: BoardChoice = {
    period: pick(leaderboardPeriods, params.get('period')) ?? 'week',
    scope: isSignedIn ? (pick(leaderboardScopes, params.get('scope')) ?? 'everyone') : 'everyone',
    category: pick(journeyCategories, params.get('category')),
  };
  const update = (next: Partial<BoardChoice>) => {
    const merged = { ...choice, ...next };
    const search = new URLSearchParams();
    if (merged.period !== 'week') search.set('period', merged.period);
    if (merged.scope !== 'everyone') search.set('scope', merged.scope);
    if (merged.category) search.set('category', merged.category);
    setParams(search, { replace: true });
  };
  return [choice, update];
}

function PeriodRange({ board }: { board: Leaderboard }) {
  const { t } = useTranslation('leaderboard');
  const { date } = useFormatters();
  if (!board.from || !board.to) return null;
  // Midday UTC: the period's days are UTC days, and noon stays on that day in every zone.
  const day = (value: string) => date(`${value}T12:00:00Z`);
  return (
    <p className="text-sm text-muted">{t('range', { from: day(board.from), to: day(board.to) })}</p>
  );
}

function Board({ board, isSignedIn }: { board: Leaderboard; isSignedIn: boolean }) {
  const { t } = useTranslation('leaderboard');
  const meInTop = board.top.some((entry) => entry.isMe);
  const me = board.around.find((entry) => entry.isMe);
  const hasOthers = board.top.some((entry) => !entry.isMe);
  if (!hasOthers && (!me || me.points === 0)) {
    return (
      <EmptyState icon={Trophy} title={t(`empty.${board.scope}.title`)}>
        <p>{t(`empty.${board.scope}.text`)}</p>
        {isSignedIn ? (
          <Link to={pathTo('journeys')} className={buttonClasses('primary', 'md', 'mt-6')}>
            {t('empty.action')}
          </Link>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <BoardTable entries={board.top} caption={t('table.caption')} />
      {me && !meInTop ? (
        <section aria-labelledby="leaderboard-around-me" className="space-y-2">
          <h2 id="leaderboard-around-me" className="text-base font-semibold">
            {t('aroundYou')}
          </h2>
          <BoardTable entries={board.around} caption={t('aroundYou')} />
        </section>
      ) : null}
    </div>
  );
}

/** /leaderboard (issue 16): points of the week, month or all time, and where I stand. */
export function LeaderboardPage() {
  const { t, i18n } = useTranslation('leaderboard');
  const { user, loading } = useAuthContext();
  const isSignedIn = user !== null;
  const [choice, update] = useBoardChoice(isSignedIn);
  const weekStart = weekStartFor(localeFor(i18n.resolvedLanguage ?? i18n.language));
  const board = useLeaderboard({ ...choice, weekStart });
  if (loading) return <PageFallback />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('intro', { cap: DAILY_POINTS_CAP })}</p>
      <div className="mt-6">
        <BoardControls choice={choice} isSignedIn={isSignedIn} onChange={update} />
      </div>
      {!isSignedIn ? <p className="mt-3 text-sm text-muted">{t('signInForScopes')}</p> : null}
      <div className="mt-6 space-y-3">
        {board.isPending ? (
          <PageFallback />
        ) : board.isError ? (
          <LoadFailed
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void board.refetch()}
          />
        ) : (
          <>
            <PeriodRange board={board.data} />
            <Board board={board.data} isSignedIn={isSignedIn} />
          </>
        )}
      </div>
    </div>
  );
}
