import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { localeFiles } from './build/locale-files';
import { pageShell } from './build/page-shell';

const packageJson = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    localeFiles(),
    pageShell(),
    // The installable app (issue 19): browser build only, never the server render.
    ...(isSsrBuild ? [] : [installableApp()]),
    precompress(),
  ],
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
              // Not its hydration (dehydrate/hydrate): only the kept reads use it, in their chunk.
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!build[\\/]modern[\\/]hydration)/,
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

/**
 * vite-plugin-pwa: the web manifest and a Workbox service worker. Precached: the built
 * scripts, styles, icons and locale files (the app shell), and index.html as the offline
 * fallback. Pages are not precached: the server writes each one (language, the prerendered
 * landing page), so navigations go to the network first and fall back to the copy last seen.
 * API answers are never cached except the read-cache of what offline reading needs: journeys,
 * the dashboard and the timeline, network first (online, always the server's answer; offline,
 * the last one seen), emptied at sign-out (see docs/ARCHITECTURE.md).
 * The worker waits for the person's "Reload" (registerType 'prompt', app/pwa).
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    // Registered by app/pwa after the first render, not by a script in the first load.
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      name: 'Waymark',
      short_name: 'Waymark',
      description: 'Turn goals into journeys of milestones and follow them through.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      background_color: '#faf8f4',
      theme_color: '#0f6b57',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,svg,png,woff2,json}', 'index.html'],
      // index.html is the template the server fills in; it is only the offline fallback.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first worker takes charge of the open page at once (nothing older to replace);
      // an update still waits for "Reload", as it activates only then.
      clientsClaim: true,
      // Background Sync of the offline outbox (public/sw-outbox-sync.js): asks an open page to
      // send it, or sends it from the worker when no page is open. A plain script beside the
      // generated worker is enough for that; injectManifest would mean owning the precache code.
      importScripts: ['/sw-outbox-sync.js'],
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: { cacheName: 'waymark-pages', networkTimeoutSeconds: 5 },
        },
        {
          // The read-cache: only these GETs, never a write, never anything else under /api.
          // The session check and the own profile are in it so a cold start offline knows
          // whose journeys it shows (the page then renders them from this same cache). A page
          // on a shared or public computer marks its requests (lib/api-client.ts): not kept.
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            !request.headers.has('x-keep-nothing') &&
            /^\/api\/(journeys(\/|$|\?)|dashboard$|timeline(\/|$|\?)|auth\/token$|me$)/.test(
              url.pathname,
            ),
          // Network first, without a timeout: a cached answer is used only when the network
          // fails, so a slow network never shows one person's cached data to another.
          handler: 'NetworkFirst',
          options: {
            cacheName: 'waymark-api-read',
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
