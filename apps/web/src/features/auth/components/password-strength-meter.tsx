import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  passwordStrength,
  passwordStrengthLevels,
  type PasswordStrength,
} from '@/features/auth/lib/password-strength';
import { cx } from '@/lib/cx';

const barColour: Record<PasswordStrength, string> = {
  empty: 'bg-line',
  weak: 'bg-danger',
  fair: 'bg-amber-500',
  good: 'bg-info',
  strong: 'bg-success',
};

function strengthLabel(t: TFunction, strength: PasswordStrength): string | null {
  switch (strength) {
    case 'empty':
      return null;
    case 'weak':
      return t('auth.password.strength.weak', { ns: 'account' });
    case 'fair':
      return t('auth.password.strength.fair', { ns: 'account' });
    case 'good':
      return t('auth.password.strength.good', { ns: 'account' });
    case 'strong':
      return t('auth.password.strength.strong', { ns: 'account' });
  }
}

/** Four bars and a word under the password field; the rule text itself is the field's hint. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('account');
  const strength = passwordStrength(password);
  const filled = strength === 'empty' ? 0 : passwordStrengthLevels.indexOf(strength) + 1;
  return (
    <div className="flex items-center gap-3" data-strength={strength}>
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {passwordStrengthLevels.map((level, index) => (
          <span
            key={level}
            className={cx(
              'h-1.5 flex-1 rounded-full transition-colors',
              index < filled ? barColour[strength] : 'bg-line',
            )}
          />
        ))}
      </div>
      <span className="min-w-16 text-end text-xs font-medium text-muted">
        {strengthLabel(t, strength)}
      </span>
    </div>
  );
}
