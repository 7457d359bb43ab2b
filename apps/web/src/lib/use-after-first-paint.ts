import { useEffect, useState } from 'react';

/**
 * False for a screen's first paint, true soon after: heavy parts (charts) mount then, so the
 * person's figures paint first and the chart library downloads and runs behind them (issue 32).
 * The frame after the next one has been painted, or the browser's first idle moment, whichever
 * is later, at most a second on.
 */
export function useAfterFirstPaint(): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        idle =
          typeof requestIdleCallback === 'function'
            ? requestIdleCallback(() => setIsAfter(true), { timeout: 1000 })
            : window.setTimeout(() => setIsAfter(true), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return isAfter;
}
