import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import * as tar from 'tar';

/** SHA-256 of a file, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Packs the folder's contents, manifest first, into a gzipped tar at `out`. */
export async function pack(folder: string, out: string): Promise<void> {
  const names = (await readdir(folder)).sort((a, b) =>
    a === 'manifest.json' ? -1 : b === 'manifest.json' ? 1 : a.localeCompare(b),
  );
  await tar.create({ gzip: true, file: out, cwd: folder, portable: true }, names);
}

/**
 * Unpacks a backup into `folder`. node-tar keeps every entry inside it (no absolute paths,
 * no `..`, no links out); a truncated or damaged file fails here.
 */
export async function unpack(file: string, folder: string): Promise<void> {
  await tar.extract({
    file,
    cwd: folder,
    strict: true,
    filter: (_path, entry) =>
      'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
  });
}
