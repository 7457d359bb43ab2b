import { FolderKanban, Route } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DISCOVER_QUERY_MAX, type DiscoverSearchResult } from '@waymark/shared/discover/contracts';
import { pathTo } from '@waymark/shared/routes';
import { isSearchable, useDiscoverSearch } from '@/features/discover/api/discover-api';
import { PersonAvatar, personName } from '@/features/discover/components/person-avatar';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { categoryLabel } from '@/lib/journey-labels';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { largeSearchInputClasses, SearchFrame } from '@/ui/search-frame';
import { Spinner } from '@/ui/spinner';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 200;

type Kind = 'people' | 'journeys' | 'projects';

interface Option {
  id: string;
  kind: Kind;
  to: string;
  label: string;
  detail: string;
  person?: DiscoverSearchResult['people'][number];
}

const kinds: readonly Kind[] = ['people', 'journeys', 'projects'];

function useOptions(result: DiscoverSearchResult | undefined): Option[] {
  const { t } = useTranslation('discover');
  if (!result) return [];
  const someone = t('someone');
  return [
    ...result.people.map((person) => ({
      id: person.id,
      kind: 'people' as const,
      to: pathTo('profile', { id: person.id }),
      label: personName(person, someone),
      detail: person.username ? `@${person.username}` : '',
      person,
    })),
    ...result.journeys.map((journey) => ({
      id: journey.id,
      kind: 'journeys' as const,
      to: pathTo('journey', { id: journey.id }),
      label: journey.title,
      detail: t('byOwner', {
        category: categoryLabel(t, journey.category),
        name: personName(journey.owner, someone),
      }),
    })),
    ...result.projects.map((project) => ({
      id: project.id,
      kind: 'projects' as const,
      to: pathTo('project', { id: project.id }),
      label: project.title,
      detail: t('projectBy', { name: personName(project.owner, someone) }),
    })),
  ];
}

function OptionIcon({ option }: { option: Option }) {
  if (option.person) return <PersonAvatar person={option.person} size="sm" />;
  const Icon = option.kind === 'projects' ? FolderKanban : Route;
  return (
    <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-text">
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

/**
 * The search box of /discover: a combobox (WAI-ARIA 1.2 pattern) whose listbox shows people,
 * journeys and projects as one types. Arrow keys move through the results (wrapping), Enter
 * opens the active one, Escape closes the list and then clears the text; the number of
 * results is announced politely. Focus stays in the box: the active result is
 * `aria-activedescendant`.
 */
export function SearchCombobox() {
  const { t } = useTranslation('discover');
  const format = useFormatters();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  // The active result belongs to the answer it was chosen in: new results start with none.
  const [chosen, setChosen] = useState<{ in: unknown; index: number }>({ in: null, index: -1 });
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useDiscoverSearch(debounced);
  const isReady = isSearchable(debounced) && search.data !== undefined;
  const options = useOptions(isReady ? search.data : undefined);
  const isTyping = text.trim() !== debounced || search.isFetching;

  const active = chosen.in === search.data ? chosen.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setChosen({ in: search.data, index: typeof next === 'function' ? next(active) : next });

  const showList = isOpen && isSearchable(text) && isReady && options.length > 0;
  const activeOption = showList && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const open = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((current) => (current + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((current) => (current <= 0 ? count - 1 : current - 1));
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          open(activeOption);
        }
        break;
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  };

  // Spelled out so the key extractor sees every key.
  const groupTitles: Record<Kind, string> = {
    people: t('search.group.people'),
    journeys: t('search.group.journeys'),
    projects: t('search.group.projects'),
  };

  let status = '';
  if (isSearchable(text)) {
    if (isTyping && !isReady) status = t('search.searching');
    else if (isReady && options.length === 0) status = t('search.none', { query: debounced });
    else if (isReady)
      status = t('search.count', {
        count: options.length,
        formatted: format.number(options.length),
      });
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-2 block text-sm font-medium">
        {t('search.label')}
      </label>
      <SearchFrame size="lg">
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={DISCOVER_QUERY_MAX}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`${largeSearchInputClasses} ps-11 pe-11 shadow-sm`}
        />
        {isTyping && isSearchable(text) ? (
          <span className="absolute inset-y-0 end-3 my-auto grid place-items-center">
            <Spinner className="size-5" />
          </span>
        ) : null}
        {isOpen && isSearchable(text) && isReady && options.length === 0 ? (
          <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-line bg-raised px-4 py-4 text-sm text-muted shadow-lg">
            {t('search.none', { query: debounced })}
          </p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.resultsLabel')}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[28rem] overflow-y-auto rounded-xl border border-line bg-raised p-2 shadow-lg"
        >
          {kinds.map((kind) => {
            const group = options.filter((option) => option.kind === kind);
            if (group.length === 0) return null;
            const headingId = `${id}-group-${kind}`;
            return (
              <div key={kind} role="group" aria-labelledby={headingId} className="py-1">
                <p
                  id={headingId}
                  role="presentation"
                  className="px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase"
                >
                  {groupTitles[kind]}
                </p>
                {group.map((option) => {
                  const index = options.indexOf(option);
                  return (
                    <div
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      // The box keeps focus (and the list stays open) while the pointer clicks.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => open(option)}
                      onMouseMove={() => setActive(index)}
                      className={cx(
                        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2',
                        index === active ? 'bg-brand-soft' : 'hover:bg-surface',
                      )}
                    >
                      <OptionIcon option={option} />
                      <span className="min-w-0">
                        <span dir="auto" className="block truncate font-medium">
                          {option.label}
                        </span>
                        {option.detail ? (
                          <span dir="auto" className="block truncate text-xs text-muted">
                            {option.detail}
                          </span>
                        ) : null}
                      </span>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </SearchFrame>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        {t('search.hint')}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
