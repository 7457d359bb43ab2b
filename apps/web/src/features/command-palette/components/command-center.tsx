import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { ShortcutsDialog } from '@/features/command-palette/components/shortcuts-dialog';
import { isApplePlatform } from '@/features/command-palette/lib/keyboard-keys';
import {
  getPaletteOverlay,
  setPaletteOverlay,
  usePaletteOverlay,
} from '@/features/command-palette/lib/palette-overlay';
import type { ShortcutAction } from '@/features/command-palette/lib/shortcuts';
import { focusPageSearch } from '@/features/command-palette/lib/focus-page-search';
import { useKeyboardShortcuts } from '@/features/command-palette/lib/use-keyboard-shortcuts';
import { Dialog } from '@/ui/dialog';
import { LoadingLine } from '@/ui/loading-line';

// cmdk and the palette's queries load with the first opening, not with every page.
const CommandPalette = lazy(async () => ({
  default: (await import('@/features/command-palette/components/command-palette')).CommandPalette,
}));

const close = () => setPaletteOverlay('closed');

/**
 * The keyboard layer of the signed-in app: the shortcut handler, the command palette and the
 * `?` list of shortcuts. Mounted once by the main layout, for signed-in people only.
 */
export function CommandCenter({
  profileId,
  onSignOut,
}: {
  profileId: string;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('palette');
  const navigate = useNavigate();
  const overlay = usePaletteOverlay();

  const onAction = useCallback(
    (action: ShortcutAction) => {
      switch (action) {
        case 'openPalette':
          return togglePalette();
        case 'showHelp':
          return setPaletteOverlay('help');
        case 'focusSearch':
          if (!focusPageSearch(document)) setPaletteOverlay('palette');
          return;
        case 'goDashboard':
          return void navigate(routePatterns.dashboard);
        case 'goJourneys':
          return void navigate(routePatterns.journeys);
        case 'goProjects':
          return void navigate(routePatterns.projects);
        case 'goWorkspace':
          return void navigate(routePatterns.workspace);
        case 'goSettings':
          return void navigate(routePatterns.settings);
        case 'createJourney':
          return void navigate(routePatterns.createJourney);
      }
    },
    [navigate],
  );
  useKeyboardShortcuts({ isApple: isApplePlatform(), onAction });

  return (
    <>
      <Dialog open={overlay === 'palette'} title={t('title')} onClose={close}>
        <Suspense fallback={<LoadingLine label={t('loading')} className="py-6" />}>
          <CommandPalette
            profileId={profileId}
            onDone={close}
            onShowShortcuts={() => setPaletteOverlay('help')}
            onSignOut={onSignOut}
          />
        </Suspense>
      </Dialog>
      <ShortcutsDialog open={overlay === 'help'} onClose={close} />
    </>
  );
}

/**
 * Ctrl+K / ⌘K opens the palette and closes it again; over another app dialog (a confirmation,
 * the payment modal) it does nothing, so that dialog keeps the keyboard.
 */
function togglePalette(): void {
  const overlay = getPaletteOverlay();
  if (overlay === 'palette') return setPaletteOverlay('closed');
  if (overlay === 'closed' && document.querySelector('dialog[open]')) return;
  setPaletteOverlay('palette');
}
