import {
  CreditCard,
  FilePlus2,
  FolderKanban,
  FolderPlus,
  Keyboard,
  LayoutDashboard,
  LogOut,
  Moon,
  PanelsTopLeft,
  Route,
  Settings,
  Sun,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  pathTo,
  routePatterns,
  settingsSections,
  type SettingsSection,
} from '@waymark/shared/routes';
import type { PaletteGroup } from '@/features/command-palette/lib/palette-entry';
import { useTheme } from '@/lib/theme';

/** Each settings section's name, spelled out so the key extractor finds them. */
function sectionLabel(t: TFunction, section: SettingsSection): string {
  switch (section) {
    case 'profile':
      return t('sections.profile', { ns: 'palette' });
    case 'language-region':
      return t('sections.languageRegion', { ns: 'palette' });
    case 'notifications':
      return t('sections.notifications', { ns: 'palette' });
    case 'privacy':
      return t('sections.privacy', { ns: 'palette' });
    case 'security':
      return t('sections.security', { ns: 'palette' });
    case 'content':
      return t('sections.content', { ns: 'palette' });
    case 'communication':
      return t('sections.communication', { ns: 'palette' });
    case 'payment':
      return t('sections.payment', { ns: 'palette' });
    case 'legal':
      return t('sections.legal', { ns: 'palette' });
    case 'support':
      return t('sections.support', { ns: 'palette' });
  }
}

/** The palette's fixed groups: screens, settings sections and actions, in the person's language. */
export function useStaticGroups({
  profileId,
  go,
  done,
  onShowShortcuts,
  onSignOut,
}: {
  profileId: string;
  /** Closes the palette and opens the address. */
  go: (to: string) => void;
  /** Closes the palette after an action that stays on the page. */
  done: () => void;
  onShowShortcuts: () => void;
  onSignOut: () => void;
}): PaletteGroup[] {
  const { t } = useTranslation('palette');
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  const settingsHeading = t('groups.settings');
  return [
    {
      id: 'navigation',
      heading: t('groups.navigation'),
      entries: [
        {
          id: 'page:dashboard',
          label: t('pages.dashboard'),
          icon: LayoutDashboard,
          perform: () => go(routePatterns.dashboard),
        },
        {
          id: 'page:journeys',
          label: t('pages.journeys'),
          icon: Route,
          perform: () => go(routePatterns.journeys),
        },
        {
          id: 'page:projects',
          label: t('pages.projects'),
          icon: FolderKanban,
          perform: () => go(routePatterns.projects),
        },
        {
          id: 'page:workspace',
          label: t('pages.workspace'),
          icon: PanelsTopLeft,
          perform: () => go(routePatterns.workspace),
        },
        {
          id: 'page:profile',
          label: t('pages.profile'),
          icon: UserRound,
          perform: () => go(pathTo('profile', { id: profileId })),
        },
        {
          id: 'page:community',
          label: t('pages.community'),
          icon: UsersRound,
          perform: () => go(routePatterns.community),
        },
        {
          id: 'page:billing',
          label: t('pages.billing'),
          icon: CreditCard,
          perform: () => go(routePatterns.billing),
        },
      ],
    },
    {
      id: 'settings',
      heading: settingsHeading,
      entries: settingsSections.map((section) => ({
        id: `settings:${section}`,
        label: sectionLabel(t, section),
        keywords: [settingsHeading],
        icon: Settings,
        perform: () => go(pathTo('settingsSection', { section })),
      })),
    },
    {
      id: 'actions',
      heading: t('groups.actions'),
      entries: [
        {
          id: 'action:create-journey',
          label: t('actions.createJourney'),
          icon: FilePlus2,
          perform: () => go(routePatterns.createJourney),
        },
        {
          id: 'action:create-project',
          label: t('actions.createProject'),
          icon: FolderPlus,
          perform: () => go(routePatterns.createProject),
        },
        {
          id: 'action:theme',
          label: isDark ? t('actions.lightMode') : t('actions.darkMode'),
          icon: isDark ? Sun : Moon,
          perform: () => {
            toggleTheme();
            done();
          },
        },
        {
          id: 'action:shortcuts',
          label: t('actions.showShortcuts'),
          icon: Keyboard,
          perform: onShowShortcuts,
        },
        {
          id: 'action:sign-out',
          label: t('actions.signOut'),
          icon: LogOut,
          perform: () => {
            done();
            onSignOut();
          },
        },
      ],
    },
  ];
}
