import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { pathTo } from '@waymark/shared/routes';
import { useJourney } from '@/lib/journey-detail/journey-query';
import { useProjectOptions } from '@/features/journeys/api/list-projects';
import { useSaveJourneyEdits } from '@/features/journeys/api/save-journey-edits';
import { JourneyForm, type JourneyFormSubmit } from '@/features/journeys/components/journey-form';
import { LoadFailed } from '@/features/journeys/components/load-more';
import { StaleNotice } from '@/features/journeys/components/stale-notice';
import { isNotFound, isStale } from '@/features/journeys/lib/api-errors';
import { journeyToForm } from '@/features/journeys/lib/journey-form';
import { journeyServerFields } from '@/features/journeys/lib/server-fields';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { NotFoundPanel } from '@/ui/not-found-panel';
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
  const [isStaleShown, setIsStaleShown] = useState(false);

  const submit: JourneyFormSubmit = async (values, cover, setError) => {
    try {
      await save(values, cover);
      toast.success(t('form.saved'));
      void navigate(pathTo('journey', { id: journey.id }));
    } catch (error) {
      if (isStale(error)) setIsStaleShown(true);
      else if (!applyServerFieldErrors(error, journeyServerFields, setError))
        toast.error(t('form.saveFailed'));
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
      notice={
        isStaleShown ? (
          <StaleNotice
            onReload={() => {
              setIsStaleShown(false);
              void onReload();
            }}
          />
        ) : null
      }
      onSubmit={submit}
      cancel={
        <Link to={pathTo('journey', { id: journey.id })} className={buttonClasses('secondary')}>
          {t('form.cancel')}
        </Link>
      }
    />
  );
}

function EditJourney() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const { id = '' } = useParams();
  const journey = useJourney(id);
  if (journey.isPending) return <PageFallback />;
  if (journey.isError && !isNotFound(journey.error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed onRetry={() => void journey.refetch()} />
      </div>
    );
  }
  // Someone else's journey is as good as missing here.
  if (journey.isError || !journey.data.canEdit) return <NotFoundPanel />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('form.editDocumentTitle', { title: journey.data.title, productName })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('form.editTitle')}</h1>
      <div className="mt-8 rounded-2xl border border-line bg-raised p-6 shadow-sm">
        <EditForm journey={journey.data} onReload={() => journey.refetch()} />
      </div>
    </section>
  );
}

/** /edit-journey/:id — the owner's form; a stale save (409) offers to reload. */
export function EditJourneyPage() {
  return (
    <SignedInOnly>
      <EditJourney />
    </SignedInOnly>
  );
}
