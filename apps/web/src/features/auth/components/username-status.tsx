import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usernameSchema } from '@waymark/shared/auth';
import { useUsernameAvailability } from '@/lib/username-availability';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long typing must pause before the server is asked. */
export const USERNAME_CHECK_DELAY_MS = 400;

/**
 * The live answer under the username field: checking, available or taken. Only names that
 * pass the rule are sent; the rule itself is the field's hint and validation message.
 */
export function UsernameStatus({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const debounced = useDebouncedValue(username, USERNAME_CHECK_DELAY_MS);
  const isWorthAsking = debounced === username && usernameSchema.safeParse(debounced).success;
  const availability = useUsernameAvailability(isWorthAsking ? debounced : null);

  let content: ReactNode = null;
  if (!isWorthAsking) {
    content = null;
  } else if (availability.isPending) {
    content = <span className="text-muted">{t('auth.register.usernameChecking')}</span>;
  } else if (availability.data?.available) {
    content = (
      <span className="inline-flex items-center gap-1 text-success-text dark:text-emerald-300">
        <Check aria-hidden="true" className="size-3.5" />
        {t('auth.register.usernameAvailable', { username: debounced })}
      </span>
    );
  } else if (availability.data) {
    content = (
      <span className="inline-flex items-center gap-1 text-danger dark:text-red-300">
        <X aria-hidden="true" className="size-3.5" />
        {t('auth.errors.usernameTaken')}
      </span>
    );
  }
  // Polite: the answer is announced once typing has paused, not on every key.
  return (
    <p aria-live="polite" className="text-xs empty:hidden">
      {content}
    </p>
  );
}
