import type { LucideIcon } from 'lucide-react';

/** One row of the palette: a place to go or a thing to do. */
export interface PaletteEntry {
  /** Unique in the palette (two journeys may share a title), never searched. */
  id: string;
  label: string;
  /** Quiet text at the row's end: a person's @username, the settings section's screen. */
  hint?: string;
  /** More words that find the entry: a person's username, a section's screen. */
  keywords?: readonly string[];
  icon: LucideIcon;
  /** True for what people wrote (titles, names): shown in its own direction (`dir="auto"`). */
  isUserText?: boolean;
  perform: () => void;
}

export interface PaletteGroup {
  id: string;
  heading: string;
  entries: readonly PaletteEntry[];
}
