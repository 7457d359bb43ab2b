import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds: `start()` begins it, `secondsLeft` reaches 0 when it is over.
 * The end time is kept rather than a counter, so a throttled background tab stays accurate.
 */
export function useCooldown(seconds: number, { startNow = false }: { startNow?: boolean } = {}) {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    startNow ? Date.now() + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        clearInterval(timer);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}
