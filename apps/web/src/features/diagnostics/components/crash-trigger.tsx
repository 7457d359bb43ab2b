import { Bomb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';

function Crash({ message }: { message: string }): never {
  throw new Error(message);
}

/**
 * Makes a component throw while rendering, so the error boundary can be seen (and tested
 * end to end) on demand. `isCrashing` lets the page crash on load, from `?crash=1`.
 */
export function CrashTrigger({ isCrashing = false }: { isCrashing?: boolean }) {
  const { t } = useTranslation('diagnostics');
  const [hasCrashed, setHasCrashed] = useState(isCrashing);
  return (
    <>
      {hasCrashed && <Crash message={t('testSafari.crashMessage')} />}
      <button
        type="button"
        className={buttonClasses('secondary')}
        onClick={() => setHasCrashed(true)}
      >
        <Bomb aria-hidden="true" className="size-4" />
        {t('testSafari.crash')}
      </button>
    </>
  );
}
