import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import { contentVisibleTo, type ViewerRelation } from '@waymark/shared/social/rules';
import { useProfileJourneys } from '@/features/profiles/api/profile-journeys';
import { ProgressBar } from '@/ui/progress-bar';
import { TileLink } from '@/ui/tile-link';
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
              <TileLink
                to={pathTo('journey', { id: journey.id })}
                icon={Route}
                title={journey.title}
                className="hover:bg-surface"
                iconClassName="text-brand-text"
              >
                <ProgressBar
                  value={journey.progress}
                  label={t('journeys.progressOf', { title: journey.title })}
                  valueText={t('journeys.percent', { percent: journey.progress })}
                  size="sm"
                  className="mt-3"
                />
              </TileLink>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
