import { useTranslation } from 'react-i18next';
import { isApplePlatform } from '@/features/command-palette/lib/keyboard-keys';

/** The palette's chord on this platform: its key caps, and the name `aria-keyshortcuts` wants. */
export function usePaletteChord(): { keys: readonly string[]; ariaName: string; isApple: boolean } {
  const { t } = useTranslation('palette');
  const isApple = isApplePlatform();
  return isApple
    ? { keys: ['⌘', 'K'], ariaName: 'Meta+K', isApple }
    : { keys: [t('keys.ctrl'), 'K'], ariaName: 'Control+K', isApple };
}
