import { config } from 'zod';

/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is allowed. Our
 * Content-Security-Policy (`script-src 'self'`) forbids it, and the caught probe is still reported as a
 * CSP violation (Lighthouse's best practices count it). Messages are small, so the browser parses
 * without the compiled path. Imported first by main.tsx, before any schema runs.
 */
config({ jitless: true });
