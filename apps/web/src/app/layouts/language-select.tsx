import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages, toLanguageCode, type LanguageCode } from '@waymark/shared/languages';
import { useInterfaceLanguage } from '@/lib/auth/use-interface-language';
import { toast } from '@/ui/toast/toast-store';

/**
 * The header's language picker: applies at once and, signed in, saves to the profile.
 * A native select, unlike the other selects (ui/select-field.tsx): it is on every page, and
 * React Aria's Select would break the home page's script budget. Keyboard, screen reader and
 * mobile pickers work without extra code; styles.css draws its list in the app's look where
 * the browser allows (`.language-picker`).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { choose } = useInterfaceLanguage();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  return (
    <label className="relative flex items-center text-muted hover:text-fg">
      <span className="sr-only">{t('language.label')}</span>
      <Languages aria-hidden="true" className="pointer-events-none absolute start-2.5 size-4" />
      <select
        value={current}
        onChange={(event) =>
          choose(event.target.value as LanguageCode, {
            onFailed: () => toast.error(i18n.t('language.notSaved')),
          })
        }
        className="language-picker h-10 cursor-pointer appearance-none rounded-lg border border-line bg-bg ps-8 pe-8 text-sm text-fg hover:bg-surface"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-2.5 size-4" />
    </label>
  );
}
