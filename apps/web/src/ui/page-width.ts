import { useMatches } from 'react-router';

/**
 * How wide a page's content runs. The header follows the page below it, so the logo lines up
 * with the content's start edge: pages opt into `wide` with a route handle
 * (`handle: { pageWidth: 'wide' }`), like the workspace with its sidebar.
 */
export type PageWidth = 'default' | 'wide';

export const pageWidthClass: Record<PageWidth, string> = {
  default: 'max-w-6xl',
  wide: 'max-w-7xl',
};

function isWideHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { pageWidth?: unknown }).pageWidth === 'wide'
  );
}

/** The width of the page being shown: the deepest route that says so wins. */
export function usePageWidth(): PageWidth {
  const matches = useMatches();
  return matches.some((match) => isWideHandle(match.handle)) ? 'wide' : 'default';
}
