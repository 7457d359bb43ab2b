import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { canEditContent } from '@waymark/shared/journeys/collaborators/rules';
import { pathTo } from '@waymark/shared/routes';
import { useJourney } from '@/lib/journey-detail/journey-query';
import { useProjectOptions } from '@/features/journeys/api/list-projects';
import { useSaveJourneyEdits } from '@/features/journeys/api/save-journey-edits';
import { EditPage } from '@/features/journeys/components/edit-page';
import { JourneyForm, type JourneyFormSubmit } from '@/features/journeys/components/journey-form';
import { journeyToForm } from '@/features/journeys/lib/journey-form';
import { journeyServerFields } from '@/features/journeys/lib/server-fields';
import { useStaleSave } from '@/features/journeys/lib/use-stale-save';
import { useProductName } from '@/lib/public-config';
import { LinkButton } from '@/ui/link-button';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';
import { toast } from '@/ui/toast/toast-store';

function EditForm({
  journey,
  onReload,
}: {
  journey: JourneyDetail;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('journeys');
  const navigate = useNavigate();
  const projects = useProjectOptions();
  const save = useSaveJourneyEdits(journey);
  const { notice, onSaveFailed } = useStaleSave(onReload);

  const submit: JourneyFormSubmit = async (values, cover, setError) => {
    try {
      if ((await save(values, cover)) === 'queued') {
        toast.success(t('pwa.savedOnDevice', { ns: 'translation' }));
        if (cover) toast.error(t('form.cover.failed'));
      } else toast.success(t('form.saved'));
      void navigate(pathTo('journey', { id: journey.id }));
    } catch (error) {
      onSaveFailed(error, journeyServerFields, setError);
    }
  };

  if (projects.isPending) return <PageFallback />;
  return (
    <JourneyForm
      // A reload after a 409 brings a new version: the form starts again from it.
      key={journey.version}
      defaultValues={journeyToForm(journey)}
      projects={projects.data ?? []}
      coverUrl={journey.coverImageUrl}
      submitLabel={t('form.save')}
      showOwnerFields={journey.canEdit}
      notice={notice}
      onSubmit={submit}
      cancel={
        <LinkButton to={pathTo('journey', { id: journey.id })} variant="secondary">
          {t('form.cancel')}
        </LinkButton>
      }
    />
  );
}

function EditJourney() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const { id = '' } = useParams();
  const journey = useJourney(id);
  return (
    <EditPage
      query={journey}
      documentTitle={({ title }) => t('form.editDocumentTitle', { title, productName })}
      title={t('form.editTitle')}
      // The owner, or an editor of a shared journey (without the owner's fields).
      mayEdit={(loaded) => loaded.canEdit || canEditContent(loaded.myRole)}
    >
      {(loaded) => <EditForm journey={loaded} onReload={() => journey.refetch()} />}
    </EditPage>
  );
}

/** /edit-journey/:id — the owner's form, or an editor's; a stale save (409) offers to reload. */
export function EditJourneyPage() {
  return (
    <SignedInOnly>
      <EditJourney />
    </SignedInOnly>
  );
}
