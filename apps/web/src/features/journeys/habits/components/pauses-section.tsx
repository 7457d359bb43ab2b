import { useTranslation } from 'react-i18next';
import { PausesPanel } from '@/features/journeys/habits/components/pauses-panel';
import { TitledSection } from '@/ui/titled-section';

/** The journey page's "Pauses" block. */
export function PausesSection({ journeyId, canEdit }: { journeyId: string; canEdit: boolean }) {
  const { t } = useTranslation('habits');
  return (
    <TitledSection title={t('pauses.title')} look="block">
      <PausesPanel journeyId={journeyId} canEdit={canEdit} />
    </TitledSection>
  );
}
