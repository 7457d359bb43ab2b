import type { ReactNode } from 'react';
import type { Settings } from '@waymark/shared/settings';
import { LoadedQuery } from '@/features/settings/components/loaded-query';
import { useSettings } from '@/lib/format/settings-query';

/** Renders its form once the settings are loaded; a failed load offers to try again. */
export function WithSettings({ children }: { children: (settings: Settings) => ReactNode }) {
  return <LoadedQuery query={useSettings()}>{children}</LoadedQuery>;
}
