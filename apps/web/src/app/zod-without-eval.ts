import { config } from 'zod';

// Zod 4 probes `new Function` once to decide whether to compile its object parsers. The CSP
// has no 'unsafe-eval', so the probe fails quietly, yet the browser still reports a
// securitypolicyviolation and logs an error on every page that parses. jitless skips the probe
// (and the compiled path it would refuse anyway).
config({ jitless: true });
