import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { blogDateSchema, blogSlugSchema, type BlogPost } from '@waymark/shared/blog';
import { renderMarkdown } from '@/capabilities/blog-posts/markdown';

/** `2026-11-20-introducing-waymark.md`: the day it was written, then the slug. */
const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)\.md$/;
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

const frontmatterSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  date: blogDateSchema,
  author: z.string().min(1),
});

export class BlogContentError extends Error {
  override name = 'BlogContentError';
}

/** Reads `key: value` lines; values may be wrapped in double quotes. */
function parseFrontmatter(block: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const match = /^(\w+):\s*(.*)$/.exec(line);
    if (!match?.[1]) throw new BlogContentError(`Unreadable frontmatter line "${line}"`);
    const value = (match[2] ?? '').trim();
    fields[match[1]] = /^".*"$/.test(value) ? (JSON.parse(value) as string) : value;
  }
  return fields;
}

/** One post file's text to a post; any problem names the file, so a bad post stops start-up. */
export function parsePost(fileName: string, text: string): BlogPost {
  const name = FILE_NAME.exec(fileName);
  const slug = blogSlugSchema.safeParse(name?.[2]);
  if (!name || !slug.success) {
    throw new BlogContentError(`${fileName}: the name must be YYYY-MM-DD-lower-case-slug.md`);
  }
  const frontmatter = FRONTMATTER.exec(text);
  if (!frontmatter?.[1]) throw new BlogContentError(`${fileName}: missing --- frontmatter ---`);
  const fields = frontmatterSchema.safeParse(parseFrontmatter(frontmatter[1]));
  if (!fields.success) {
    const problems = fields.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new BlogContentError(`${fileName}: ${problems.join('; ')}`);
  }
  const body = text.slice(frontmatter[0].length);
  return { slug: slug.data, ...fields.data, html: renderMarkdown(body) };
}

/** Every post of the folder, newest first. */
export async function readPosts(dir: string): Promise<BlogPost[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md'));
  const posts = await Promise.all(
    files.map(async (file) => parsePost(file, await readFile(path.join(dir, file), 'utf8'))),
  );
  const slugs = new Set<string>();
  for (const post of posts) {
    if (slugs.has(post.slug)) throw new BlogContentError(`Two posts share the slug "${post.slug}"`);
    slugs.add(post.slug);
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
