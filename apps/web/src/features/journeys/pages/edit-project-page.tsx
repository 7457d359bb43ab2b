import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import { useProject } from '@/features/journeys/api/list-projects';
import { useUpdateProject } from '@/features/journeys/api/project-mutations';
import { LoadFailed } from '@/features/journeys/components/load-more';
import { ProjectForm, type ProjectFormSubmit } from '@/features/journeys/components/project-form';
import { StaleNotice } from '@/features/journeys/components/stale-notice';
import { isNotFound, isStale } from '@/features/journeys/lib/api-errors';
import { projectServerFields, projectToForm } from '@/features/journeys/lib/project-form';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';
import { toast } from '@/ui/toast/toast-store';

function EditProject() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const project = useProject(id);
  const update = useUpdateProject(id);
  const [isStaleShown, setIsStaleShown] = useState(false);

  if (project.isPending) return <PageFallback />;
  if (project.isError && !isNotFound(project.error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed onRetry={() => void project.refetch()} />
      </div>
    );
  }
  if (project.isError || !project.data.canEdit) return <NotFoundPanel />;
  const saved = project.data;

  const submit: ProjectFormSubmit = async (values, setError) => {
    try {
      await update.mutateAsync({ ...values, version: saved.version });
      toast.success(t('form.saved'));
      void navigate(pathTo('project', { id: saved.id }));
    } catch (error) {
      if (isStale(error)) setIsStaleShown(true);
      else if (!applyServerFieldErrors(error, projectServerFields, setError))
        toast.error(t('form.saveFailed'));
    }
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('projects.form.editDocumentTitle', { title: saved.title, productName })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('projects.form.editTitle')}</h1>
      <div className="mt-8 rounded-2xl border border-line bg-raised p-6 shadow-sm">
        <ProjectForm
          key={saved.version}
          defaultValues={projectToForm(saved)}
          submitLabel={t('form.save')}
          notice={
            isStaleShown ? (
              <StaleNotice
                onReload={() => {
                  setIsStaleShown(false);
                  void project.refetch();
                }}
              />
            ) : null
          }
          onSubmit={submit}
          cancel={
            <Link to={pathTo('project', { id: saved.id })} className={buttonClasses('secondary')}>
              {t('form.cancel')}
            </Link>
          }
        />
      </div>
    </section>
  );
}

/** /edit-project/:id */
export function EditProjectPage() {
  return (
    <SignedInOnly>
      <EditProject />
    </SignedInOnly>
  );
}
