import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { useCreateProject } from '@/features/journeys/api/project-mutations';
import { ProjectForm, type ProjectFormSubmit } from '@/features/journeys/components/project-form';
import {
  emptyProjectForm,
  projectServerFields,
  toProjectCreate,
} from '@/features/journeys/lib/project-form';
import { pendingProject, useJourneyOwner } from '@/features/journeys/lib/pending-items';
import { useSettings } from '@/lib/format/settings-query';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useProductName } from '@/lib/public-config';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';
import { toast } from '@/ui/toast/toast-store';
import { LinkButton } from '@/ui/link-button';

function CreateProject() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const navigate = useNavigate();
  const settings = useSettings();
  const create = useCreateProject();
  const owner = useJourneyOwner();

  const submit: ProjectFormSubmit = async (values, setError) => {
    try {
      const input = toProjectCreate(values);
      const project = await create.mutateAsync({ input, pending: pendingProject(input, owner.id) });
      if (!project) {
        // Offline: kept on this device and shown in the list until the outbox sends it.
        toast.success(t('pwa.savedOnDevice', { ns: 'translation' }));
        void navigate(routePatterns.projects);
        return;
      }
      toast.success(t('projects.form.created'));
      void navigate(pathTo('project', { id: project.id }));
    } catch (error) {
      if (!applyServerFieldErrors(error, projectServerFields, setError))
        toast.error(t('form.saveFailed'));
    }
  };

  if (settings.isPending) return <PageFallback />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('projects.form.createDocumentTitle', { productName })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('projects.form.createTitle')}</h1>
      <p className="mt-2 text-muted">{t('projects.form.createLead')}</p>
      <div className="mt-8 rounded-2xl border border-line bg-raised p-6 shadow-sm">
        <ProjectForm
          defaultValues={emptyProjectForm(settings.data?.defaultJourneyVisibility ?? 'private')}
          submitLabel={t('projects.form.create')}
          onSubmit={submit}
          cancel={
            <LinkButton to={routePatterns.projects} variant="secondary">
              {t('form.cancel')}
            </LinkButton>
          }
        />
      </div>
    </section>
  );
}

/** /create-project */
export function CreateProjectPage() {
  return (
    <SignedInOnly>
      <CreateProject />
    </SignedInOnly>
  );
}
