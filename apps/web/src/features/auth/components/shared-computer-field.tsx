import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSharedComputer, setSharedComputer } from '@/lib/kept-reads/device-choice';
import { CheckboxField } from '@/ui/toggle-field';

/**
 * "This is a shared or public computer" (issue 32): ticked, the app keeps nothing of the
 * person on this device (no kept reads, no outbox, no cached API answers). Saved as it is
 * ticked, so a sign-in with GitHub or Google below follows it as well as the password form.
 */
export function SharedComputerField() {
  const { t } = useTranslation('account');
  const [isShared, setIsShared] = useState(isSharedComputer);
  return (
    <CheckboxField
      id="login-shared-computer"
      label={t('auth.login.sharedComputer')}
      hint={t('auth.login.sharedComputerHint')}
      rowClassName="text-sm"
      checked={isShared}
      onChange={(event) => {
        setIsShared(event.target.checked);
        setSharedComputer(event.target.checked);
      }}
    />
  );
}
