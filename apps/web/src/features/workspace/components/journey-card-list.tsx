import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import type { TreeJourney } from '@waymark/shared/journeys/project-contracts';
import { ProgressBar } from '@/features/workspace/components/progress-bar';
import { TileLink } from '@/ui/tile-link';

/** The journeys of a project in its overview, each opening its document in the workspace. */
export function JourneyCardList({
  projectId,
  journeys,
}: {
  projectId: string;
  journeys: readonly TreeJourney[];
}) {
  const { t } = useTranslation('workspace');
  if (journeys.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-line p-6 text-center">
        <p className="text-muted">{t('project.noJourneys')}</p>
        <Link
          to={pathTo('createJourney')}
          className="mt-3 inline-block font-medium text-brand-text underline underline-offset-2"
        >
          {t('project.createJourney')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {journeys.map((journey) => (
        <li key={journey.id}>
          <TileLink
            to={pathTo('workspaceJourney', { projectId, journeyId: journey.id })}
            icon={FileText}
            title={journey.title}
            className="hover:border-brand"
            iconClassName="text-muted"
          >
            <span className="mt-3 block">
              <ProgressBar percent={journey.progress} />
            </span>
          </TileLink>
        </li>
      ))}
    </ul>
  );
}
