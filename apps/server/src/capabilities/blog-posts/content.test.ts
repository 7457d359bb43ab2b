import { describe, expect, it } from 'vitest';
import { BlogContentError, parsePost } from '@/capabilities/blog-posts/content';

const post = (frontmatter: string, body = 'Hello **world**.') =>
  `---\n${frontmatter}\n---\n\n${body}\n`;

const valid = [
  'title: "Quotes: allowed"',
  'summary: A short summary.',
  'date: 2026-11-20',
  'author: Ada',
].join('\n');

describe('parsePost', () => {
  it('takes the slug from the file name and the fields from the frontmatter', () => {
    expect(parsePost('2026-11-20-hello-world.md', post(valid))).toEqual({
      slug: 'hello-world',
      title: 'Quotes: allowed',
      summary: 'A short summary.',
      date: '2026-11-20',
      author: 'Ada',
      html: '<p>Hello <strong>world</strong>.</p>\n',
    });
  });

  it('strips scripts, event handlers and javascript: links from the rendered HTML', () => {
    const { html } = parsePost(
      '2026-11-20-unsafe.md',
      post(
        valid,
        '<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(1)">\n\n[click](javascript:alert(1))',
      ),
    );
    expect(html).not.toMatch(/script|onerror|javascript:/);
    expect(html).toContain('<img src="x.png" />');
  });

  it('marks links to other sites noopener', () => {
    const { html } = parsePost('2026-11-20-links.md', post(valid, '[docs](https://example.com)'));
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">docs</a>');
  });

  it.each([
    ['hello.md', post(valid), /name must be YYYY-MM-DD/],
    ['2026-11-20-Hello.md', post(valid), /name must be YYYY-MM-DD/],
    ['2026-11-20-hello.md', 'No frontmatter', /missing --- frontmatter/],
    ['2026-11-20-hello.md', post(valid.replace('date: 2026-11-20', 'date: soon')), /date/],
    ['2026-11-20-hello.md', post(valid.replace('author: Ada', '')), /author/],
  ])('refuses %s with a message naming the problem', (fileName, text, message) => {
    expect(() => parsePost(fileName, text)).toThrow(BlogContentError);
    expect(() => parsePost(fileName, text)).toThrow(message);
  });
});
