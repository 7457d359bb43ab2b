import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from '@/package-root';

const packageJsonSchema = z.object({ version: z.string() });

/** Version of the server package, reported by /api/health and /api/public-config. */
export const serverVersion = packageJsonSchema.parse(
  JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')),
).version;
