// Bundles the server into dist/main.js (plus lazily loaded chunks): our code,
// @waymark/shared and the npm dependencies, minified, with source maps for stack traces.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
// Everything is bundled but PGlite (it loads its WebAssembly and data files from its own
// package folder) and pg's optional native binding: resolving and reading hundreds of small
// module files is a large part of start-up, which has a budget. sharp is a native module
// that finds its libvips binary next to its own package, so it too loads from node_modules
// (lazily, on the first avatar upload).
// @fastify/swagger-ui serves the reference's assets from its own package folder.
const external = ['@electric-sql/pglite', 'pg-native', 'sharp', '@fastify/swagger-ui'];

rmSync(here('./dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [here('./src/main.ts')],
  outdir: here('./dist'),
  // Each database driver is imported lazily and becomes a chunk loaded on demand: an
  // embedded start never parses `pg`, a server deployment never loads PGlite.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Resolves the @/ alias from tsconfig paths.
  tsconfig: here('./tsconfig.json'),
  external,
  sourcemap: true,
  minify: true,
  // Names stay readable in logs and error reports.
  keepNames: true,
  // Bundled CommonJS packages call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
console.log(`Built dist/main.js (${Math.round(bytes / 1024)} KiB with source map)`);
