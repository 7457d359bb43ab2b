import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyCap } from '@/features/command-palette/components/key-cap';
import { keySequenceShortcuts } from '@/features/command-palette/lib/shortcuts';
import { usePaletteChord } from '@/features/command-palette/lib/use-palette-chord';
import { Dialog } from '@/ui/dialog';

/** A sequence such as `g` then `d`, as key caps with a word between them. */
function KeySequence({ keys, then }: { keys: readonly string[]; then: string }) {
  return (
    <>
      {keys.map((key, index) => (
        <Fragment key={`${key}-${index}`}>
          {index > 0 ? <span className="text-xs text-muted">{then}</span> : null}
          <KeyCap>{key.toUpperCase()}</KeyCap>
        </Fragment>
      ))}
    </>
  );
}

function ShortcutRow({ label, keys }: { label: string; keys: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className="text-sm">{label}</dt>
      <dd className="flex shrink-0 items-center gap-1.5">{keys}</dd>
    </div>
  );
}

/** The `?` list: the palette chord, every key sequence the handler knows, and Escape. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('palette');
  const chord = usePaletteChord();
  return (
    <Dialog
      open={open}
      title={t('shortcuts.title')}
      description={t('shortcuts.intro')}
      onClose={onClose}
    >
      <dl className="divide-y divide-line">
        <ShortcutRow
          label={t('shortcuts.openPalette')}
          keys={
            // A chord of Latin keys reads left to right in every language.
            <span dir="ltr" className="flex items-center gap-1.5">
              {chord.keys.map((key) => (
                <KeyCap key={key}>{key}</KeyCap>
              ))}
            </span>
          }
        />
        {keySequenceShortcuts.map((shortcut) => (
          <ShortcutRow
            key={shortcut.action}
            label={shortcut.label(t)}
            keys={<KeySequence keys={shortcut.keys} then={t('shortcuts.then')} />}
          />
        ))}
        <ShortcutRow
          label={t('shortcuts.closeDialog')}
          keys={<KeyCap>{t('keys.escape')}</KeyCap>}
        />
      </dl>
    </Dialog>
  );
}
