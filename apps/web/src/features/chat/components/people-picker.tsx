import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { usePeopleSearch } from '@/features/chat/api/search-people';
import { PersonAvatar } from '@/features/chat/components/person-avatar';
import { nameOf } from '@/ui/messages/person-name';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { inputClasses } from '@/ui/form-field';

interface PeoplePickerProps {
  selected: ProfileCard[];
  onChange: (people: ProfileCard[]) => void;
  /** People who cannot be picked (already members, oneself). */
  excludeIds: string[];
}

/** A search box and the people it finds, each a checkbox; the chosen ones stay listed above. */
export function PeoplePicker({ selected, onChange, excludeIds }: PeoplePickerProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 250);
  const search = usePeopleSearch(query);
  const chosen = new Set(selected.map((person) => person.id));
  const matches = (search.data ?? []).filter((person) => !excludeIds.includes(person.id));
  // The ones already ticked are listed above: below, only the others the search found.
  const found = matches.filter((person) => !chosen.has(person.id));
  const toggle = (person: ProfileCard) =>
    onChange(
      chosen.has(person.id)
        ? selected.filter((other) => other.id !== person.id)
        : [...selected, person],
    );
  const row = (person: ProfileCard, checked: boolean) => (
    <li key={person.id}>
      <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-surface has-focus-visible:outline-2 has-focus-visible:outline-ring">
        <input
          type="checkbox"
          checked={checked}
          onChange={() => toggle(person)}
          className="accent-brand"
        />
        <PersonAvatar person={person} className="size-8" />
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium">
            {nameOf(person) ?? t('someone')}
          </span>
          {person.username ? (
            <span className="block truncate text-xs text-muted">@{person.username}</span>
          ) : null}
        </span>
        {checked ? <Check aria-hidden="true" className="ms-auto size-4 text-brand-text" /> : null}
      </label>
    </li>
  );
  return (
    <div className="space-y-3">
      {selected.length > 0 ? (
        <ul aria-label={t('people.chosen')} className="space-y-1">
          {selected.map((person) => row(person, true))}
        </ul>
      ) : null}
      <div>
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium">
          {t('people.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('people.placeholder')}
          autoComplete="off"
          className={inputClasses}
        />
      </div>
      <div aria-live="polite">
        {query.trim().length >= 2 && search.isSuccess && matches.length === 0 ? (
          <p className="text-sm text-muted">{t('people.none')}</p>
        ) : null}
        {search.isError ? <p className="text-sm text-danger">{t('people.failed')}</p> : null}
      </div>
      {found.length > 0 ? (
        <ul aria-label={t('people.results')} className="space-y-1">
          {found.map((person) => row(person, false))}
        </ul>
      ) : null}
    </div>
  );
}
