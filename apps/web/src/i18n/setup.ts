import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, languageCodes } from '@waymark/shared/languages';
import { applyLanguageToDocument } from '@/i18n/document-language';
import { languageDetector } from '@/i18n/language-detector';
import { interpolation, localeNumbers } from '@/i18n/locale-numbers';

export const i18n = i18next.createInstance().use(localeNumbers);

/**
 * Texts load by namespace, so the first visit carries only what every page shows:
 * - `translation`: the layout, the home page and whatever any screen shares;
 * - `info`: the long texts of the information pages (about, FAQ, pricing, blog, legal);
 * - `account`: sign-in, sign-up, profile, security and settings screens;
 * - `diagnostics`: the /test-safari and /test-notifications pages;
 * - `workspace`: the project workspace, its block editor and /slash-command-demo;
 * - `journeys`: journeys, projects, the dashboard and /list-demo;
 * - `palette`: the command palette and keyboard shortcuts (signed-in people only);
 * - `leaderboard`: the /leaderboard screen;
 * - `developer`: the personal access tokens of settings → security;
 * - `discover`: the /discover page;
 * - `notifications`: the /notifications page;
 * - `chat`: the /chat screens (the header's Chat link keeps its texts in `translation`);
 * - `community`: /community and its moderation page (the user menu's link is in `translation`).
 * A route that needs `info` or `account` loads it before rendering (`loadTexts`); later language
 * switches reload every loaded namespace. Keys missing from a namespace fall back to
 * `translation`, where texts shared with the first load live.
 */
export const INFO_NAMESPACE = 'info';
export const ACCOUNT_NAMESPACE = 'account';
export const DIAGNOSTICS_NAMESPACE = 'diagnostics';
/** Billing: the gate, banner and payment modal (loaded once someone is signed in) and /billing. */
export const BILLING_NAMESPACE = 'billing';
export const WORKSPACE_NAMESPACE = 'workspace';
export const JOURNEYS_NAMESPACE = 'journeys';
/** Follows, connections, blocks, mutes: the profile page and settings → privacy. */
export const SOCIAL_NAMESPACE = 'social';
/** /discover: its search, sections and category browsing. */
export const DISCOVER_NAMESPACE = 'discover';
/** The command palette, its header button and the keyboard shortcut list. */
export const PALETTE_NAMESPACE = 'palette';
/** The /leaderboard screen. */
export const LEADERBOARD_NAMESPACE = 'leaderboard';
/** Settings → security → Developer: personal access tokens for the API. */
export const DEVELOPER_NAMESPACE = 'developer';
/** The notifications page (issue 16); the header's bell keeps its texts in `translation`. */
export const NOTIFICATIONS_NAMESPACE = 'notifications';
/** /chat and /chat/:conversationId (issue 17). */
export const CHAT_NAMESPACE = 'chat';
/** Pro insights (issue 19): /insights, the journey panel and the dashboard's weekly card. */
export const INSIGHTS_NAMESPACE = 'insights';
/** The members' community (issue 19): /community, its channels and /community/moderation. */
export const COMMUNITY_NAMESPACE = 'community';
export type LazyNamespace =
  | typeof INFO_NAMESPACE
  | typeof ACCOUNT_NAMESPACE
  | typeof DIAGNOSTICS_NAMESPACE
  | typeof BILLING_NAMESPACE
  | typeof WORKSPACE_NAMESPACE
  | typeof JOURNEYS_NAMESPACE
  | typeof SOCIAL_NAMESPACE
  | typeof PALETTE_NAMESPACE
  | typeof LEADERBOARD_NAMESPACE
  | typeof DEVELOPER_NAMESPACE
  | typeof NOTIFICATIONS_NAMESPACE
  | typeof DISCOVER_NAMESPACE
  | typeof CHAT_NAMESPACE
  | typeof INSIGHTS_NAMESPACE
  | typeof COMMUNITY_NAMESPACE;

export async function loadTexts(namespace: LazyNamespace): Promise<void> {
  // The router may start loading a route's module before i18next has picked the language;
  // loading then would fetch nothing and the page would render its keys.
  if (!i18n.isInitialized) {
    await new Promise<void>((resolve) => {
      i18n.on('initialized', () => resolve());
    });
  }
  await i18n.loadNamespaces(namespace);
}

/**
 * Every locale is complete (packages/shared/src/i18n/catalogues.test.ts enforces it), so a supported language needs no
 * fallback bundle: only the active language's JSON is downloaded. English stays the fallback
 * for languages we do not support.
 */
const fallbackLng = Object.fromEntries([
  ['default', [FALLBACK_LANGUAGE]],
  ...languageCodes.map((code) => [code, []]),
]) as Record<string, string[]>;

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyLanguageToDocument);
  return i18n
    .use(languageDetector)
    .use(
      // One JSON file per language and namespace (locales/<lang>/<namespace>.json, as the
      // extractor writes them), served by the build under a folder named by their hash
      // (build/locale-files.ts), so each is a small download cached for a year.
      resourcesToBackend(async (language: string, namespace: string) => {
        const response = await fetch(`${__LOCALES_PATH__}/${language}/${namespace}.json`);
        if (!response.ok)
          throw new Error(`Texts ${language}/${namespace}: HTTP ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      }),
    )
    .use(initReactI18next)
    .init({
      supportedLngs: [...languageCodes],
      fallbackLng,
      load: 'languageOnly',
      ns: ['translation'],
      fallbackNS: 'translation',
      interpolation,
      // Rendering waits for init (see main.tsx); later language switches load the bundle
      // before they apply, so components never need to suspend.
      react: { useSuspense: false },
    });
}
