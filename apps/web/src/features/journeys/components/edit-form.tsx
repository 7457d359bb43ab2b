import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/ui/form-actions';

interface EditFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Shown above the buttons, e.g. the stale-version notice. */
  notice?: ReactNode;
  cancel: ReactNode;
  isSaving: boolean;
  saveLabel: string;
  children: ReactNode;
}

/** The frame of the journey and project forms: their fields, a notice, then cancel and save. */
export function EditForm({
  onSubmit,
  notice,
  cancel,
  isSaving,
  saveLabel,
  children,
}: EditFormProps) {
  const { t } = useTranslation('journeys');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {children}
      {notice}
      <FormActions
        cancel={cancel}
        isSaving={isSaving}
        saveLabel={saveLabel}
        savingLabel={t('form.saving')}
      />
    </form>
  );
}
