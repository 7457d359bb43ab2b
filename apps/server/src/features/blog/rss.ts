import type { BlogPost } from '@waymark/shared/blog';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

const rfc822 = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

export interface FeedSite {
  publicUrl: string;
  productName: string;
  feedPath: string;
}

/** An RSS 2.0 feed of the posts (newest first), every link absolute. */
export function buildRssFeed(posts: readonly BlogPost[], site: FeedSite): string {
  const blogUrl = `${site.publicUrl}/blog`;
  const items = posts.map((post) => {
    const link = `${blogUrl}/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(post.summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const latest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.productName} Blog`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(`News and guides from the ${site.productName} team`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(site.publicUrl + site.feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${rfc822(latest.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
