import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';

/**
 * The hint and the error under a React Aria field (select, date picker), in the slots the
 * field wires to aria-describedby; the same look as the other fields' messages.
 */
export function AriaFieldMessages({ hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <Text slot="description" className="block text-xs text-muted">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text slot="errorMessage" role="alert" className="block text-sm text-danger">
          {error}
        </Text>
      ) : null}
    </>
  );
}

/**
 * What a React Aria choice field (select, combo box) passes its root from the field's props:
 * its id and name, blur, disabling, and invalidity shown by aria only (the error text says why).
 */
export function ariaFieldRootProps({
  id,
  name,
  onBlur,
  isDisabled,
  error,
}: {
  id?: string;
  name?: string;
  onBlur?: () => void;
  isDisabled?: boolean;
  error?: ReactNode;
}) {
  return {
    id,
    name,
    onBlur,
    isDisabled,
    isInvalid: Boolean(error),
    validationBehavior: 'aria' as const,
  };
}
