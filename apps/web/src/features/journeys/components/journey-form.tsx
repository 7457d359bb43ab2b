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
import { EditForm } from '@/features/journeys/components/edit-form';
import { StepsEditor } from '@/features/journeys/components/steps-editor';
import { formErrorText } from '@/features/journeys/lib/form-error-text';
import { journeyFormSchema, type JourneyFormValues } from '@/features/journeys/lib/journey-form';
import {
  categoryLabel,
  journeyStatusLabel,
  labelledOptions,
  visibilityLabel,
} from '@/lib/journey-labels';
import { fieldBinder } from '@/lib/field-binder';
import { FormDateField } from '@/ui/form-date-field';
import { FormSelectField, selectBinder } from '@/ui/form-select-field';
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
  /**
   * Visibility and project: the owner's alone (the database keeps them so). An editor of a
   * shared journey edits the rest; the hidden fields go back unchanged.
   */
  showOwnerFields?: boolean;
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
  showOwnerFields = true,
}: JourneyFormProps) {
  const { t } = useTranslation('journeys');
  const [cover, setCover] = useState<File | null>(null);
  const form = useForm<JourneyFormValues>({
    resolver: zodResolver(journeyFormSchema),
    defaultValues,
  });
  const { control, handleSubmit, setError, formState } = form;
  const field = fieldBinder(form, (_name, error) => formErrorText(t, error));
  const choice = selectBinder(control, {
    category: labelledOptions(journeyCategories, (value) => categoryLabel(t, value)),
    status: labelledOptions(journeyStatuses, (value) => journeyStatusLabel(t, value)),
    visibility: labelledOptions(visibilities, (value) => visibilityLabel(t, value)),
    projectId: [
      { value: '', label: t('form.noProject') },
      ...projects.map((project) => ({
        value: project.id,
        label: `${project.icon} ${project.title}`,
      })),
    ],
  });

  const submit = handleSubmit((values) => onSubmit(values, cover, setError));

  return (
    <FormProvider {...form}>
      <EditForm
        onSubmit={submit}
        notice={notice}
        cancel={cancel}
        isSaving={formState.isSubmitting}
        saveLabel={submitLabel}
      >
        <TextField {...field('journey-title', 'title')} label={t('form.title')} dir="auto" />
        <TextAreaField
          {...field('journey-description', 'description')}
          label={t('form.description')}
          dir="auto"
          rows={4}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormSelectField {...choice('journey-category', 'category')} label={t('form.category')} />
          <FormSelectField {...choice('journey-status', 'status')} label={t('form.status')} />
          {showOwnerFields ? (
            <>
              <FormSelectField
                {...choice('journey-visibility', 'visibility')}
                label={t('form.visibility')}
                hint={t('form.visibilityHint')}
              />
              <FormSelectField
                {...choice('journey-project', 'projectId')}
                label={t('form.project')}
              />
            </>
          ) : null}
          <FormDateField
            control={control}
            name="startDate"
            id="journey-start"
            label={t('form.startDate')}
            error={formErrorText(t, formState.errors.startDate)}
          />
          <FormDateField
            control={control}
            name="targetDate"
            rules={{ deps: ['startDate'] }}
            id="journey-target"
            label={t('form.targetDate')}
            error={formErrorText(t, formState.errors.targetDate)}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-fg">{t('form.target')}</legend>
          <p id="journey-target-hint" className="text-sm text-muted">
            {t('form.targetHint')}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...field('journey-target-value', 'targetValue')}
              label={t('form.targetValue')}
              inputMode="decimal"
              autoComplete="off"
            />
            <TextField
              {...field('journey-target-unit', 'targetUnit')}
              label={t('form.targetUnit')}
              dir="auto"
              autoComplete="off"
            />
          </div>
        </fieldset>
        <CoverPicker currentUrl={coverUrl} file={cover} onChange={setCover} />
        <StepsEditor />
      </EditForm>
    </FormProvider>
  );
}
