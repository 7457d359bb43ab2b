import { Check } from 'lucide-react';
import { languages } from '@waymark/shared/languages';
import { cx } from '@/lib/cx';

interface LanguageChoiceProps {
  name: string;
  legend: string;
  value: string;
  onChange: (code: string) => void;
}

/** The 13 interface languages as radio cards, each named in its own language. */
export function LanguageChoice({ name, legend, value, onChange }: LanguageChoiceProps) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {languages.map((language) => {
          const isChosen = language.code === value;
          return (
            <label
              key={language.code}
              lang={language.code}
              dir={language.dir}
              className={cx(
                'flex cursor-pointer items-center justify-between gap-2 rounded-lg border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                isChosen ? 'border-brand bg-brand-soft font-medium text-brand-text' : 'border-line',
              )}
            >
              <input
                type="radio"
                name={name}
                value={language.code}
                checked={isChosen}
                onChange={() => onChange(language.code)}
                className="sr-only"
              />
              {language.nativeName}
              {isChosen ? <Check aria-hidden="true" className="size-4" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
