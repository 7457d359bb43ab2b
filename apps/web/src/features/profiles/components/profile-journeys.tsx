import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import { contentVisibleTo, type ViewerRelation } from '@waymark/shared/social/rules';
import { useProfileJourneys } from '@/features/profiles/api/profile-journeys';
import { ProgressBar } from '@/ui/progress-bar';
import { TitledSection } from '@/ui/titled-section';

interface ProfileJourneysProps {
  profileId: string;
  /** Previewing one's own profile: keep only what this relation would see. */
  previewAs?: ViewerRelation;
}

/** Their journeys the viewer may see; hidden when the journeys API does not answer. */
export function ProfileJourneys({ profileId, previewAs }: ProfileJourneysProps) {
  const { t } = useTranslation('social');
  const query = useProfileJourneys(profileId, true);
  if (!query.isSuccess) return null;
  const journeys = previewAs
    ? query.data.items.filter((journey) => contentVisibleTo(journey.visibility, previewAs))
    : query.data.items;
  return (
    <TitledSection title={t('journeys.title')} look="minor" className="mt-8">
      {journeys.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('journeys.empty')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {journeys.map((journey) => (
            <li key={journey.id}>
              <Link
                to={pathTo('journey', { id: journey.id })}
                className="block rounded-xl border border-line bg-raised p-4 shadow-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex items-center gap-2 font-medium">
                  <Route aria-hidden="true" className="size-4 text-brand-text" />
                  <span className="truncate" dir="auto">
                    {journey.title}
                  </span>
                </span>
                <ProgressBar
                  value={journey.progress}
                  label={t('journeys.progressOf', { title: journey.title })}
                  valueText={t('journeys.percent', { percent: journey.progress })}
                  size="sm"
                  className="mt-3"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
