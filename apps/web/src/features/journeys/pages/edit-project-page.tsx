import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Project } from '@waymark/shared/journeys/project-contracts';
import { pathTo } from '@waymark/shared/routes';
import { useProject } from '@/features/journeys/api/list-projects';
import { useUpdateProject } from '@/features/journeys/api/project-mutations';
import { EditPage } from '@/features/journeys/components/edit-page';
import { ProjectForm, type ProjectFormSubmit } from '@/features/journeys/components/project-form';
import { projectServerFields, projectToForm } from '@/features/journeys/lib/project-form';
import { useStaleSave } from '@/features/journeys/lib/use-stale-save';
import { useProductName } from '@/lib/public-config';
import { LinkButton } from '@/ui/link-button';
import { SignedInOnly } from '@/ui/signed-in-only';
import { toast } from '@/ui/toast/toast-store';

function EditForm({ project, onReload }: { project: Project; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation('journeys');
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const { notice, onSaveFailed } = useStaleSave(onReload);

  const submit: ProjectFormSubmit = async (values, setError) => {
    try {
      const saved = await update.mutateAsync({ ...values, version: project.version });
      toast.success(saved ? t('form.saved') : t('pwa.savedOnDevice', { ns: 'translation' }));
      void navigate(pathTo('project', { id: project.id }));
    } catch (error) {
      onSaveFailed(error, projectServerFields, setError);
    }
  };

  return (
    <ProjectForm
      // A reload after a 409 brings a new version: the form starts again from it.
      key={project.version}
      defaultValues={projectToForm(project)}
      submitLabel={t('form.save')}
      notice={notice}
      onSubmit={submit}
      cancel={
        <LinkButton to={pathTo('project', { id: project.id })} variant="secondary">
          {t('form.cancel')}
        </LinkButton>
      }
    />
  );
}

function EditProject() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const { id = '' } = useParams();
  const project = useProject(id);
  return (
    <EditPage
      query={project}
      documentTitle={({ title }) => t('projects.form.editDocumentTitle', { title, productName })}
      title={t('projects.form.editTitle')}
    >
      {(loaded) => <EditForm project={loaded} onReload={() => project.refetch()} />}
    </EditPage>
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
