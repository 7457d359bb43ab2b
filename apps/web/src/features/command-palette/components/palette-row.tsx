import { Command } from 'cmdk';
import type { PaletteEntry } from '@/features/command-palette/lib/palette-entry';

/** One entry: its type icon, its label (in its own direction when a person wrote it), a hint. */
export function PaletteRow({ entry }: { entry: PaletteEntry }) {
  const Icon = entry.icon;
  const textDir = entry.isUserText ? 'auto' : undefined;
  return (
    <Command.Item
      value={entry.id}
      keywords={[entry.label, ...(entry.keywords ?? [])]}
      onSelect={entry.perform}
      className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg data-[selected=true]:bg-brand-soft data-[selected=true]:text-brand-text"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 opacity-70" />
      <span dir={textDir} className="min-w-0 truncate">
        {entry.label}
      </span>
      {entry.hint ? (
        <span dir={textDir} className="ms-auto shrink-0 truncate text-xs opacity-70">
          {entry.hint}
        </span>
      ) : null}
    </Command.Item>
  );
}
