// Zod 4 probes `new Function` once to decide whether to compile its object parsers. The CSP
// has no 'unsafe-eval', so the probe fails quietly, yet the browser still reports a
// securitypolicyviolation and logs an error on every page that parses. jitless skips the probe
// (and the compiled path it would refuse anyway).
//
// Zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of it),
// so it is set here without importing zod: zod stays out of the first load of `/` and picks
// this up whenever a page loads it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// In place: a zod that is already loaded holds on to this very object.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
