import type { TFunction } from 'i18next';
import { routePatterns } from '@waymark/shared/routes';

export interface NavItem {
  to: string;
  /** A function rather than a key, so the key extractor sees every label. */
  label: (t: TFunction) => string;
  /** Shown only to signed-in people: their own dashboard, journeys and projects. */
  isSignedInOnly?: boolean;
  /** Shown only to visitors: members have it in the footer, and their plan under /billing. */
  isVisitorOnly?: boolean;
}

export const mainNavItems: readonly NavItem[] = [
  { to: routePatterns.dashboard, label: (t) => t('nav.dashboard'), isSignedInOnly: true },
  // A visitor has no journeys or projects of their own: these links would only lead to log-in.
  { to: routePatterns.journeys, label: (t) => t('nav.journeys'), isSignedInOnly: true },
  { to: routePatterns.projects, label: (t) => t('nav.projects'), isSignedInOnly: true },
  // Pro insights (issue 19); without Pro the page is a preview with the way to subscribe.
  { to: routePatterns.insights, label: (t) => t('nav.insights'), isSignedInOnly: true },
  // Visitors read the timeline's public tab.
  { to: routePatterns.timeline, label: (t) => t('nav.timeline') },
  // Visitors may search and browse public things (spec §1: visitors can browse).
  { to: routePatterns.discover, label: (t) => t('nav.discover') },
  // Visitors read the everyone board.
  { to: routePatterns.leaderboard, label: (t) => t('nav.leaderboard') },
  { to: routePatterns.pricing, label: (t) => t('nav.pricing'), isVisitorOnly: true },
];

export const footerNavItems: readonly NavItem[] = [
  { to: routePatterns.about, label: (t) => t('footer.about') },
  { to: routePatterns.faq, label: (t) => t('footer.faq') },
  { to: routePatterns.blog, label: (t) => t('footer.blog') },
  { to: routePatterns.pricing, label: (t) => t('footer.pricing') },
  { to: routePatterns.privacy, label: (t) => t('footer.privacy') },
  { to: routePatterns.terms, label: (t) => t('footer.terms') },
  { to: routePatterns.cookies, label: (t) => t('footer.cookies') },
  { to: routePatterns.impressum, label: (t) => t('footer.impressum') },
];
