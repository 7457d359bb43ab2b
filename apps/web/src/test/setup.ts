import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach } from 'vitest';
import { interpolation } from '@/i18n/locale-numbers';
import { i18n } from '@/i18n/setup';
import englishAccount from '@/i18n/locales/en/account.json';
import englishChat from '@/i18n/locales/en/chat.json';
import englishCommunity from '@/i18n/locales/en/community.json';
import englishDeveloper from '@/i18n/locales/en/developer.json';
import englishDiagnostics from '@/i18n/locales/en/diagnostics.json';
import englishDiscover from '@/i18n/locales/en/discover.json';
import englishInfo from '@/i18n/locales/en/info.json';
import englishHabits from '@/i18n/locales/en/habits.json';
import englishInsights from '@/i18n/locales/en/insights.json';
import englishJourneys from '@/i18n/locales/en/journeys.json';
import englishLeaderboard from '@/i18n/locales/en/leaderboard.json';
import englishNotifications from '@/i18n/locales/en/notifications.json';
import englishPalette from '@/i18n/locales/en/palette.json';
import englishSocial from '@/i18n/locales/en/social.json';
import english from '@/i18n/locales/en/translation.json';
import { installMatchMedia } from '@/test/match-media';

// Components render real English texts, so tests read like the spec.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {
    en: {
      translation: english,
      info: englishInfo,
      account: englishAccount,
      diagnostics: englishDiagnostics,
      journeys: englishJourneys,
      habits: englishHabits,
      social: englishSocial,
      notifications: englishNotifications,
      palette: englishPalette,
      leaderboard: englishLeaderboard,
      developer: englishDeveloper,
      discover: englishDiscover,
      chat: englishChat,
      insights: englishInsights,
      community: englishCommunity,
    },
  },
  fallbackNS: 'translation',
  interpolation,
  initAsync: false,
  react: { useSuspense: false },
});

// Lazy route modules are real dynamic imports; on a busy machine they take more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// A few tests run in Node instead (`// @vitest-environment node`): the server-side render.
const hasDom = typeof window !== 'undefined';

// React Router's ScrollRestoration scrolls on navigation; jsdom does not implement it.
if (hasDom) window.scrollTo = () => undefined;

beforeEach(() => {
  if (hasDom) installMatchMedia({ prefersDark: false });
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
});
