import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import { inputClasses } from '@/ui/form-field';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A password input with a show/hide toggle, so people can check what they typed. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [isVisible, setIsVisible] = useState(false);
  const ToggleIcon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        {...props}
        type={isVisible ? 'text' : 'password'}
        className={cx(inputClasses, 'pe-11', className)}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-pressed={isVisible}
        aria-label={isVisible ? t('auth.password.hide') : t('auth.password.show')}
        className="absolute inset-y-0 end-0 grid w-10 place-items-center rounded-e-lg text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ToggleIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
