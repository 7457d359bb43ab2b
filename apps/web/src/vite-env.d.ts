/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The web app's version from apps/web/package.json, injected by Vite's `define`. */
declare const __APP_VERSION__: string;

/** Where the build serves the texts: `<path>/<language>/<namespace>.json` (build/locale-files.ts). */
declare const __LOCALES_PATH__: string;
