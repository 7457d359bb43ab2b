import type { ReactNode } from 'react';
import { ChoiceGroup } from '@/ui/choice-group';
import { Dialog } from '@/ui/dialog';

interface ChoiceDialogProps<Value extends string> {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  legend: string;
  choices: readonly Value[];
  labels: Record<Value, string>;
  value: Value;
  onChange: (value: Value) => void;
  /** Sent by the form's submit button, among the children. */
  onSubmit: () => void;
  /** The form's own spacing, when its children do not set it. */
  className?: string;
  /** What follows the choices: an optional note, then the buttons. */
  children: ReactNode;
}

/** A dialog that asks for one choice out of a short list (a reason, a duration), then sends it. */
export function ChoiceDialog<Value extends string>({
  open,
  title,
  description,
  onClose,
  legend,
  choices,
  labels,
  value,
  onChange,
  onSubmit,
  className,
  children,
}: ChoiceDialogProps<Value>) {
  return (
    <Dialog open={open} title={title} description={description} onClose={onClose}>
      <form
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <ChoiceGroup
          look="compact"
          legend={legend}
          options={choices.map((choice) => ({ value: choice, label: labels[choice] }))}
          value={value}
          onChange={onChange}
        />
        {children}
      </form>
    </Dialog>
  );
}
