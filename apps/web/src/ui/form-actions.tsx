import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/ui/button-styles';

interface FormActionsProps {
  /** The way out, e.g. a "Cancel" link, before the save button. */
  cancel: ReactNode;
  isSaving: boolean;
  saveLabel: string;
  /** Replaces the save label while saving, so the button says why it is disabled. */
  savingLabel: string;
}

/** The end of an edit form: a rule, then the way out and the save button on the right. */
export function FormActions({ cancel, isSaving, saveLabel, savingLabel }: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-5">
      {cancel}
      <button type="submit" disabled={isSaving} className={buttonClasses('primary')}>
        <Save aria-hidden="true" className="size-4" />
        {isSaving ? savingLabel : saveLabel}
      </button>
    </div>
  );
}
