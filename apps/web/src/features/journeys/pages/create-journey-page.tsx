import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { useCreateJourney, useUploadCoverFor } from '@/features/journeys/api/journey-mutations';
import { useProjectOptions } from '@/features/journeys/api/list-projects';
import { JourneyForm, type JourneyFormSubmit } from '@/features/journeys/components/journey-form';
import { emptyJourneyForm, toJourneyCreate } from '@/features/journeys/lib/journey-form';
import { pendingJourney, useJourneyOwner } from '@/features/journeys/lib/pending-items';
import { journeyServerFields } from '@/features/journeys/lib/server-fields';
import { useSettings } from '@/lib/format/settings-query';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useProductName } from '@/lib/public-config';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';
import { toast } from '@/ui/toast/toast-store';
import { LinkButton } from '@/ui/link-button';

function CreateJourney() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useSettings();
  const projects = useProjectOptions();
  const create = useCreateJourney();
  const uploadCover = useUploadCoverFor();
  const owner = useJourneyOwner();

  const submit: JourneyFormSubmit = async (values, cover, setError) => {
    try {
      const input = toJourneyCreate(values);
      const journey = await create.mutateAsync({ input, pending: pendingJourney(input, owner) });
      if (!journey) {
        // Offline: kept on this device and shown in the list until the outbox sends it; a
        // cover needs the network, so it is added from the edit page afterwards.
        toast.success(t('pwa.savedOnDevice', { ns: 'translation' }));
        if (cover) toast.error(t('form.cover.failed'));
        void navigate(routePatterns.journeys);
        return;
      }
      if (cover) {
        // The journey exists either way; a cover that fails can be added from the edit page.
        await uploadCover
          .mutateAsync({ id: journey.id, file: cover })
          .catch(() => toast.error(t('form.cover.failed')));
      }
      toast.success(t('form.created'));
      void navigate(pathTo('journey', { id: journey.id }));
    } catch (error) {
      if (!applyServerFieldErrors(error, journeyServerFields, setError))
        toast.error(t('form.saveFailed'));
    }
  };

  // The default visibility is the person's choice in settings; wait for it (a failed load: private).
  if (settings.isPending || projects.isPending) return <PageFallback />;
  const projectId = params.get('projectId') ?? '';
  const defaults = emptyJourneyForm(
    settings.data?.defaultJourneyVisibility ?? 'private',
    projects.data?.some((project) => project.id === projectId) ? projectId : '',
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('form.createDocumentTitle', { productName })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('form.createTitle')}</h1>
      <p className="mt-2 text-muted">{t('form.createLead')}</p>
      <div className="mt-8 rounded-2xl border border-line bg-raised p-6 shadow-sm">
        <JourneyForm
          defaultValues={defaults}
          projects={projects.data ?? []}
          coverUrl={null}
          submitLabel={t('form.create')}
          onSubmit={submit}
          cancel={
            <LinkButton to={routePatterns.journeys} variant="secondary">
              {t('form.cancel')}
            </LinkButton>
          }
        />
      </div>
    </section>
  );
}

/** /create-journey (a `?projectId=` preselects the project). */
export function CreateJourneyPage() {
  return (
    <SignedInOnly>
      <CreateJourney />
    </SignedInOnly>
  );
}
