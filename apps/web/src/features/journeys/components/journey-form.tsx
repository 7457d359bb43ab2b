import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  journeyCategories,
  journeyStatuses,
  visibilities,
} from '@waymark/shared/journeys/common-contracts';
import type { Project } from '@waymark/shared/journeys/project-contracts';
import { CoverPicker } from '@/features/journeys/components/cover-picker';
import { SelectField } from '@/features/journeys/components/select-field';
import { StepsEditor } from '@/features/journeys/components/steps-editor';
import { formErrorText } from '@/features/journeys/lib/form-error-text';
import { journeyFormSchema, type JourneyFormValues } from '@/features/journeys/lib/journey-form';
import { categoryLabel, journeyStatusLabel, visibilityLabel } from '@/lib/journey-labels';
import { fieldBinder } from '@/lib/field-binder';
import { FormActions } from '@/ui/form-actions';
import { FormField, inputClasses } from '@/ui/form-field';
import { TextAreaField, TextField } from '@/ui/text-field';

export type JourneyFormSubmit = (
  values: JourneyFormValues,
  cover: File | null,
  setError: UseFormSetError<JourneyFormValues>,
) => Promise<void>;

interface JourneyFormProps {
  defaultValues: JourneyFormValues;
  projects: readonly Project[];
  coverUrl: string | null;
  submitLabel: string;
  /** Shown above the buttons, e.g. the stale-version notice. */
  notice?: ReactNode;
  onSubmit: JourneyFormSubmit;
  cancel: ReactNode;
}

/** Title, description, category, visibility, status, project, dates, cover and steps. */
export function JourneyForm({
  defaultValues,
  projects,
  coverUrl,
  submitLabel,
  notice,
  onSubmit,
  cancel,
}: JourneyFormProps) {
  const { t } = useTranslation('journeys');
  const [cover, setCover] = useState<File | null>(null);
  const form = useForm<JourneyFormValues>({
    resolver: zodResolver(journeyFormSchema),
    defaultValues,
  });
  const { register, handleSubmit, setError, formState } = form;
  const field = fieldBinder(form, (_name, error) => formErrorText(t, error));

  const submit = handleSubmit((values) => onSubmit(values, cover, setError));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        <TextField {...field('journey-title', 'title')} label={t('form.title')} dir="auto" />
        <TextAreaField
          {...field('journey-description', 'description')}
          label={t('form.description')}
          dir="auto"
          rows={4}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id="journey-category"
            label={t('form.category')}
            options={journeyCategories}
            optionLabel={(value) => categoryLabel(t, value)}
            registration={register('category')}
          />
          <SelectField
            id="journey-status"
            label={t('form.status')}
            options={journeyStatuses}
            optionLabel={(value) => journeyStatusLabel(t, value)}
            registration={register('status')}
          />
          <SelectField
            id="journey-visibility"
            label={t('form.visibility')}
            hint={t('form.visibilityHint')}
            options={visibilities}
            optionLabel={(value) => visibilityLabel(t, value)}
            registration={register('visibility')}
          />
          <FormField id="journey-project" label={t('form.project')}>
            <select id="journey-project" {...register('projectId')} className={inputClasses}>
              <option value="">{t('form.noProject')}</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {`${project.icon} ${project.title}`}
                </option>
              ))}
            </select>
          </FormField>
          <TextField
            {...field('journey-start', 'startDate')}
            label={t('form.startDate')}
            type="date"
          />
          <TextField
            {...field('journey-target', 'targetDate', { deps: ['startDate'] })}
            label={t('form.targetDate')}
            type="date"
          />
        </div>
        <CoverPicker currentUrl={coverUrl} file={cover} onChange={setCover} />
        <StepsEditor />
        {notice}
        <FormActions
          cancel={cancel}
          isSaving={formState.isSubmitting}
          saveLabel={submitLabel}
          savingLabel={t('form.saving')}
        />
      </form>
    </FormProvider>
  );
}
