// Bundles the server into dist/main.js. Our own code and @waymark/shared are
// inlined; npm dependencies stay external and load from node_modules at runtime.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@waymark/'),
);

rmSync(here('./dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Resolves the @/ alias from tsconfig paths.
  tsconfig: here('./tsconfig.json'),
  external,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
console.log(`Built dist/main.js (${Math.round(bytes / 1024)} KiB with source map)`);
