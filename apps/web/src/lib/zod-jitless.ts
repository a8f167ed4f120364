/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is allowed. Our
 * Content-Security-Policy (`script-src 'self'`) forbids it, and the caught probe is still reported as a
 * CSP violation (Lighthouse's best practices count it). Messages are small, so the browser parses
 * without the compiled path. Imported first by main.tsx, before any schema runs.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig`, so that every copy of zod shares one; set
 * there, it is in force without loading zod with the first screen, which does not need it
 * (zod-jitless.test.ts checks that zod reads it). The object is changed, not replaced: a zod already
 * loaded holds on to it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
