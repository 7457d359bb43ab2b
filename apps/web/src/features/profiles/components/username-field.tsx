import { CircleCheck, CircleX } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usernameSchema } from '@waymark/shared/auth';
import { useUsernameAvailability } from '@/lib/username-availability';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Spinner } from '@/ui/spinner';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';

const CHECK_DELAY_MS = 400;

interface UsernameFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  /** What the input holds now. */
  value: string;
  /** The username the account already has: no need to ask about it. */
  currentUsername: string | null;
  error?: string;
}

/** The username input with a live, debounced "is it free?" check beneath it. */
export function UsernameField({
  id,
  registration,
  value,
  currentUsername,
  error,
}: UsernameFieldProps) {
  const { t } = useTranslation('account');
  const debounced = useDebouncedValue(value, CHECK_DELAY_MS);
  const isWorthAsking =
    debounced !== currentUsername && usernameSchema.safeParse(debounced).success;
  const availability = useUsernameAvailability(isWorthAsking ? debounced : null);
  const isSettled = value === debounced;

  let status = null;
  if (isWorthAsking && isSettled && !error) {
    if (availability.isPending) {
      status = (
        <span className="inline-flex items-center gap-1.5">
          <Spinner className="size-3.5 border-2" />
          {t('profile.username.checking')}
        </span>
      );
    } else if (availability.data?.available) {
      status = (
        <span className="inline-flex items-center gap-1.5 text-success-text">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('profile.username.available', { username: debounced })}
        </span>
      );
    } else if (availability.data) {
      status = (
        <span className="inline-flex items-center gap-1.5 text-danger">
          <CircleX aria-hidden="true" className="size-4" />
          {t('profile.username.taken', { username: debounced })}
        </span>
      );
    }
  }

  return (
    <FormField
      id={id}
      label={t('profile.fields.username')}
      hint={t('profile.username.rule')}
      error={error}
    >
      <div className="relative" dir="ltr">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm text-muted"
        >
          @
        </span>
        <input
          id={id}
          {...registration}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy(id, { hint: true, error }), `${id}-status`].join(' ')}
          className={`${inputClasses} ps-7`}
        />
      </div>
      <p id={`${id}-status`} aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
    </FormField>
  );
}
