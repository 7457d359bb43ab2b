import { useEffect, useEffectEvent, useRef } from 'react';
import { prefetchIntent, type PrefetchIntent } from '@/lib/prefetch/use-prefetch-on-intent';

/** How long a link stays in view before that counts as intent (scrolling past does not). */
const VIEW_DWELL_MS = 800;

/**
 * Prefetches the screen a link opens once the link has been in view for a moment (`isOn`):
 * for the few likeliest next screens, such as the dashboard's active journeys. Returns the
 * ref to put on the link.
 */
export function usePrefetchInView<E extends HTMLElement>(intent: PrefetchIntent, isOn: boolean) {
  const ref = useRef<E>(null);
  const prefetch = useEffectEvent(() => prefetchIntent(intent));
  useEffect(() => {
    const element = ref.current;
    if (!isOn || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      window.clearTimeout(timer);
      if (entry?.isIntersecting) {
        timer = window.setTimeout(() => {
          prefetch();
          observer.disconnect();
        }, VIEW_DWELL_MS);
      }
    });
    observer.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [isOn]);
  return ref;
}
