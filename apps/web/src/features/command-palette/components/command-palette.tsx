import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeyCap } from '@/features/command-palette/components/key-cap';
import { PaletteRow } from '@/features/command-palette/components/palette-row';
import { paletteFilter } from '@/features/command-palette/lib/palette-filter';
import { useFoundGroups } from '@/features/command-palette/lib/use-found-groups';
import { useStaticGroups } from '@/features/command-palette/lib/use-static-groups';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { inputClasses } from '@/ui/form-field';
import { SearchFrame } from '@/ui/search-frame';

/** Typing pauses this long before the server is asked for journeys and projects. */
const SEARCH_DEBOUNCE_MS = 200;

export interface CommandPaletteProps {
  profileId: string;
  /** Closes the palette. */
  onDone: () => void;
  onShowShortcuts: () => void;
  onSignOut: () => void;
}

/**
 * The palette's body (cmdk: the listbox, arrow keys, Enter and the ranking), inside the
 * layout's dialog. Screens, settings and actions are filtered here; journeys and projects are
 * searched on the server and ranked again with the rest.
 */
export function CommandPalette({
  profileId,
  onDone,
  onShowShortcuts,
  onSignOut,
}: CommandPaletteProps) {
  const { t } = useTranslation('palette');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);

  // The dialog focuses its first button when it opens; the search field is where typing goes.
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const go = (to: string) => {
    onDone();
    void navigate(to);
  };
  const staticGroups = useStaticGroups({ profileId, go, done: onDone, onShowShortcuts, onSignOut });
  const found = useFoundGroups({ query, profileId, go });
  const [navigation, settings, actions] = staticGroups;
  const [journeys, projects, people] = found.groups;
  // Before typing: where to go, then recent journeys and projects, people, actions, and the long
  // settings list last. Once typing, cmdk ranks the groups by their best match.
  const groups = [navigation, journeys, projects, people, actions, settings].filter(
    (group) => group !== undefined,
  );

  return (
    // cmdk names its input (and list) with this label.
    <Command label={t('input')} filter={paletteFilter} loop className="space-y-3">
      <SearchFrame size="md">
        <Command.Input
          ref={inputRef}
          value={search}
          onValueChange={setSearch}
          placeholder={t('placeholder')}
          className={`${inputClasses} ps-9`}
        />
      </SearchFrame>
      <Command.List className="max-h-[min(24rem,55dvh)] overflow-y-auto overscroll-contain [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted">
        <Command.Empty className="px-3 py-6 text-center text-sm text-muted">
          {found.isSearching ? null : t('empty')}
        </Command.Empty>
        {groups.map((group) =>
          group.entries.length > 0 ? (
            <Command.Group key={group.id} heading={group.heading}>
              {group.entries.map((entry) => (
                <PaletteRow key={entry.id} entry={entry} />
              ))}
            </Command.Group>
          ) : null,
        )}
        {found.isSearching ? (
          <Command.Loading>
            <p className="px-3 py-2 text-sm text-muted">{t('loading')}</p>
          </Command.Loading>
        ) : null}
      </Command.List>
      <p aria-hidden="true" className="hidden items-center gap-3 text-xs text-muted sm:flex">
        <span className="flex items-center gap-1">
          <KeyCap>↑</KeyCap>
          <KeyCap>↓</KeyCap>
          {t('footer.move')}
        </span>
        <span className="flex items-center gap-1">
          <KeyCap>↵</KeyCap>
          {t('footer.open')}
        </span>
        <span className="flex items-center gap-1">
          <KeyCap>{t('keys.escape')}</KeyCap>
          {t('footer.close')}
        </span>
      </p>
    </Command>
  );
}
