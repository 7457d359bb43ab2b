import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KeyCap } from '@/features/command-palette/components/key-cap';
import { setPaletteOverlay } from '@/features/command-palette/lib/palette-overlay';
import { usePaletteChord } from '@/features/command-palette/lib/use-palette-chord';

/**
 * The header's way into the palette for mouse and touch: "Search… Ctrl K" from a tablet up, a
 * magnifier on phones (where it is the palette's only entry: no keyboard there).
 */
export function PaletteButton() {
  const { t } = useTranslation('palette');
  const chord = usePaletteChord();
  const shortcut = chord.keys.join(chord.isApple ? '' : '+');
  return (
    <button
      type="button"
      onClick={() => setPaletteOverlay('palette')}
      aria-keyshortcuts={chord.ariaName}
      title={t('button.title', { shortcut })}
      className="flex h-10 items-center gap-2 rounded-lg text-sm text-muted transition-colors hover:bg-surface hover:text-fg max-sm:size-10 max-sm:justify-center sm:border sm:border-line sm:bg-surface sm:ps-3 sm:pe-2"
    >
      <Search aria-hidden="true" className="size-5 shrink-0 sm:size-4" />
      {/* The visible text is the name; on phones, and beside the full menu of a laptop (seven
          links since the social screens), only screen readers hear it. */}
      <span className="sr-only sm:not-sr-only sm:pe-4 lg:sr-only 2xl:not-sr-only">
        {t('button.label')}
      </span>
      {/* A chord of Latin keys reads left to right in every language. */}
      <span
        aria-hidden="true"
        dir="ltr"
        className="hidden items-center gap-0.5 sm:flex lg:hidden 2xl:flex"
      >
        {chord.keys.map((key) => (
          <KeyCap key={key}>{key}</KeyCap>
        ))}
      </span>
    </button>
  );
}
