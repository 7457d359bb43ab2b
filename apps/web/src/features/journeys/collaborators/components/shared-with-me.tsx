import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import { useSharedWithMe } from '@/features/journeys/collaborators/api/collaborators';
import { LoadFailed, LoadMore } from '@/features/journeys/components/load-more';
import { OwnerLine } from '@/features/journeys/components/owner-line';
import { CardLink } from '@/ui/card-link';
import { ProgressBar } from '@/ui/progress-bar';

/**
 * "Shared with me" under the journeys list (issue 34): the journeys other people let the
 * reader into, newest share first, each with its owner. Says nothing until there is one.
 */
export function SharedWithMe() {
  const { t } = useTranslation('journeys');
  const shared = useSharedWithMe();
  if (shared.isPending) return null;
  if (shared.isError) {
    return (
      <section className="mx-auto max-w-6xl px-4 pb-12">
        <LoadFailed onRetry={() => void shared.refetch()} />
      </section>
    );
  }
  const items = shared.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="shared-with-me" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="shared-with-me" className="flex items-center gap-2 text-xl font-semibold">
        <Users aria-hidden="true" className="size-5 text-muted" />
        {t('sharedWithMe.title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((journey) => (
          <li
            key={journey.id}
            className="relative space-y-3 rounded-xl border border-line bg-raised p-4 shadow-sm"
          >
            <CardLink to={pathTo('journey', { id: journey.id })} className="font-semibold">
              {journey.title}
            </CardLink>
            <OwnerLine owner={journey.owner} />
            <ProgressBar
              value={journey.progress}
              label={t('sharedWithMe.progressOf', { title: journey.title })}
              valueText={t('sharedWithMe.progress', { progress: journey.progress })}
              size="sm"
            />
          </li>
        ))}
      </ul>
      <LoadMore query={shared} />
    </section>
  );
}
