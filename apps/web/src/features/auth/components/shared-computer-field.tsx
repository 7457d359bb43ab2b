import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSharedComputer, setSharedComputer } from '@/lib/kept-reads/device-choice';

/**
 * "This is a shared or public computer" (issue 32): ticked, the app keeps nothing of the
 * person on this device (no kept reads, no outbox, no cached API answers). Saved as it is
 * ticked, so a sign-in with GitHub or Google below follows it as well as the password form.
 */
export function SharedComputerField() {
  const { t } = useTranslation('account');
  const [isShared, setIsShared] = useState(isSharedComputer);
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id="login-shared-computer"
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-[var(--wm-brand)]"
        checked={isShared}
        aria-describedby="login-shared-computer-hint"
        onChange={(event) => {
          setIsShared(event.target.checked);
          setSharedComputer(event.target.checked);
        }}
      />
      <div>
        <label htmlFor="login-shared-computer" className="font-medium">
          {t('auth.login.sharedComputer')}
        </label>
        <p id="login-shared-computer-hint" className="text-muted">
          {t('auth.login.sharedComputerHint')}
        </p>
      </div>
    </div>
  );
}
