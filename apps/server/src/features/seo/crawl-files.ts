import type { BlogPost } from '@waymark/shared/blog';
import { pathTo, type RouteName } from '@waymark/shared/routes';

/** Screens a signed-out visitor sees the same way every time: the only ones worth indexing. */
export const indexableRoutes = [
  'home',
  'about',
  'faq',
  'pricing',
  'blog',
  'privacy',
  'terms',
  'cookies',
  'impressum',
  'login',
  'register',
] as const satisfies readonly RouteName[];

/** Personal or transient screens: indexing them would only show crawlers a sign-in form. */
const privatePrefixes = [
  '/api/',
  '/settings',
  '/dashboard',
  '/onboarding',
  '/edit-profile',
  '/email-confirmation',
  '/reset-password',
  '/auth/',
  '/billing',
  '/chat',
  '/notifications',
  '/insights',
  '/security/',
];

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/** A sitemaps.org urlset of the indexable screens and every blog post (with its date). */
export function buildSitemap(publicUrl: string, posts: readonly BlogPost[]): string {
  const entries = [
    ...indexableRoutes.map((name) => ({ loc: `${publicUrl}${pathTo(name)}`, lastmod: undefined })),
    ...posts.map((post) => ({
      loc: `${publicUrl}${pathTo('blogPost', { slug: post.slug })}`,
      lastmod: post.date,
    })),
  ];
  const urls = entries.map(({ loc, lastmod }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(loc === `${publicUrl}/` ? loc : loc.replace(/\/$/, ''))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
