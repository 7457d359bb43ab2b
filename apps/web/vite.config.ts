import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { localeFiles } from './build/locale-files';
import { pageShell } from './build/page-shell';

const packageJson = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), localeFiles(), pageShell(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The realtime socket first: the /api entry does not upgrade connections.
      '/api/realtime': { target: API_ORIGIN, ws: true },
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/realtime': { target: API_ORIGIN, ws: true },
    },
  },
  preview: { port: 4173 },
  // The server-side render of landing pages (src/prerender) is one self-contained file, so the
  // server can load it from wherever the build sits.
  ssr: { noExternal: true },
  // public/ belongs to the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser Waymark supports preloads modules itself: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onLog(level, log, handler) {
        // The server render bundles every locale on purpose (src/prerender/render-page.tsx).
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // Only the libraries every page needs get named, long-cached vendor chunks. Everything
          // else (Radix, zod, page-only code) stays in the lazy chunk that first imports it, so
          // the first visit to `/` downloads nothing it does not run.
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            // Only TanStack Query: react-virtual belongs to the list pages' lazy chunks.
            {
              name: 'query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            // Not `<Trans>` and its HTML parser: one lazy page uses them, so they stay in its chunk.
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/](i18next|i18next-resources-to-backend|react-i18next[\\/]dist[\\/]es[\\/](?!(Icu)?Trans))[\\/]?/,
            },
          ],
        },
      },
    },
  },
}));
