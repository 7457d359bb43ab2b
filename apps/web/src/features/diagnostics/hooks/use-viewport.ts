import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Live viewport size and pixel ratio, re-read on every resize (zooming also fires resize). */
export function useViewport(): { width: number; height: number; pixelRatio: number } {
  const width = useSyncExternalStore(subscribe, () => window.innerWidth);
  const height = useSyncExternalStore(subscribe, () => window.innerHeight);
  const pixelRatio = useSyncExternalStore(subscribe, () => window.devicePixelRatio);
  return { width, height, pixelRatio };
}
