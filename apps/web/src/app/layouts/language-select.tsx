import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages, toLanguageCode } from '@waymark/shared/languages';

/** A native select: keyboard, screen reader and mobile pickers work without extra code. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  return (
    <label className="relative flex items-center text-muted hover:text-fg">
      <span className="sr-only">{t('language.label')}</span>
      <Languages aria-hidden="true" className="pointer-events-none absolute start-2.5 size-4" />
      <select
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="h-10 cursor-pointer appearance-none rounded-lg border border-line bg-bg ps-8 pe-8 text-sm text-fg hover:bg-surface"
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
