import { routePatterns } from '@waymark/shared/routes';

/**
 * Spec §4: paths that bypass the billing gate, by prefix. Beyond the spec, a gated person can
 * still reach their settings, with the legal texts and the data export, so changing one's
 * account or taking one's data never depends on paying.
 */
export const gateBypassPrefixes = [
  routePatterns.billing,
  routePatterns.login,
  routePatterns.register,
  routePatterns.about,
  routePatterns.privacy,
  routePatterns.terms,
  routePatterns.faq,
  routePatterns.blog,
  routePatterns.cookies,
  routePatterns.pricing,
  // Beyond the spec: one's settings (language, privacy, security, payment, and under legal the
  // data export). The server keeps them free; only paid actions inside answer 402.
  routePatterns.settings,
  // Issue 19: without access the insights page is a labelled preview of sample data with the
  // way to subscribe (the API refuses the real figures with 402), not the full-screen gate.
  routePatterns.insights,
  // The community too (issue 19): its preview leads to /billing; the API answers 402 itself.
  routePatterns.community,
  // Ending a session someone else started must never wait for a subscription.
  routePatterns.signInNotMe,
] as const;

/** True when `pathname` is one of the prefixes or lies under one (`/blog/post`, not `/blogger`). */
export function bypassesGate(pathname: string): boolean {
  return gateBypassPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
