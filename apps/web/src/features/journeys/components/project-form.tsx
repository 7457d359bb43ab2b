import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  projectColors,
  projectStatuses,
  visibilities,
} from '@waymark/shared/journeys/common-contracts';
import { EditForm } from '@/features/journeys/components/edit-form';
import { formErrorText } from '@/features/journeys/lib/form-error-text';
import {
  colorLabel,
  labelledOptions,
  projectColorClasses,
  projectStatusLabel,
  visibilityLabel,
} from '@/lib/journey-labels';
import {
  iconSuggestions,
  projectFormSchema,
  type ProjectFormValues,
} from '@/features/journeys/lib/project-form';
import { cx } from '@/lib/cx';
import { fieldBinder } from '@/lib/field-binder';
import { FormSelectField, selectBinder } from '@/ui/form-select-field';
import { PressedChoice } from '@/ui/pressed-choice';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';
import { TextAreaField, TextField } from '@/ui/text-field';

export type ProjectFormSubmit = (
  values: ProjectFormValues,
  setError: UseFormSetError<ProjectFormValues>,
) => Promise<void>;

interface ProjectFormProps {
  defaultValues: ProjectFormValues;
  submitLabel: string;
  notice?: ReactNode;
  onSubmit: ProjectFormSubmit;
  cancel: ReactNode;
}

/** Title, description, icon, colour, status and visibility of a project. */
export function ProjectForm({
  defaultValues,
  submitLabel,
  notice,
  onSubmit,
  cancel,
}: ProjectFormProps) {
  const { t } = useTranslation('journeys');
  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues,
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const field = fieldBinder(form, (_name, error) => formErrorText(t, error));
  const choice = selectBinder(control, {
    status: labelledOptions(projectStatuses, (value) => projectStatusLabel(t, value)),
    visibility: labelledOptions(visibilities, (value) => visibilityLabel(t, value)),
  });
  const [icon, color] = useWatch({ control, name: ['icon', 'color'] });
  const submit = handleSubmit((values) => onSubmit(values, setError));

  return (
    <EditForm
      onSubmit={submit}
      notice={notice}
      cancel={cancel}
      isSaving={isSubmitting}
      saveLabel={submitLabel}
    >
      <TextField {...field('project-title', 'title')} label={t('projects.form.title')} dir="auto" />
      <TextAreaField
        {...field('project-description', 'description')}
        label={t('projects.form.description')}
        dir="auto"
        rows={3}
      />
      <FormField
        id="project-icon"
        label={t('projects.form.icon')}
        hint={t('projects.form.iconHint')}
        error={formErrorText(t, errors.icon)}
      >
        <div className="flex flex-wrap items-center gap-3">
          <input
            id="project-icon"
            {...register('icon')}
            aria-invalid={errors.icon ? true : undefined}
            aria-describedby={describedBy('project-icon', { hint: true, error: errors.icon })}
            className={cx(inputClasses, 'w-24 text-center text-lg')}
          />
          <PressedChoice
            look="tiles"
            label={t('projects.form.iconSuggestions')}
            value={icon}
            options={iconSuggestions}
            onChange={(suggestion) =>
              setValue('icon', suggestion, { shouldValidate: true, shouldDirty: true })
            }
          />
        </div>
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium">{t('projects.form.color')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {projectColors.map((value) => (
            <label
              key={value}
              className={cx(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                projectColorClasses[value],
                color === value && 'ring-2 ring-fg',
              )}
            >
              <input type="radio" value={value} {...register('color')} className="sr-only" />
              {colorLabel(t, value)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelectField
          {...choice('project-status', 'status')}
          label={t('projects.form.status')}
        />
        <FormSelectField
          {...choice('project-visibility', 'visibility')}
          label={t('projects.form.visibility')}
        />
      </div>
    </EditForm>
  );
}
