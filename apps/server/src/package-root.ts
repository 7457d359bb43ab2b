import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module until the
 * migrations folder appears. The same code runs from src/ (tsx, Vitest) and
 * from the bundled dist/main.js, which sit at different depths.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('Cannot find the server package root (the folder holding drizzle/)');
    }
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();
export const migrationsFolder = path.join(packageRoot, 'drizzle');
/** Blog posts: Markdown files at the repository root, next to the workspaces. */
export const blogContentDir = path.join(packageRoot, '..', '..', 'content', 'blog');
