import { z } from 'zod';

// Generic validation messages (wrong type, too short...) in Russian everywhere the contract
// is used: API, forms and tests share this one configuration.
z.config(z.locales.ru());
// Issue #17: zod 4 compiles object parsers with `new Function` when it may; the browser's
// Content-Security-Policy has no 'unsafe-eval' (lib/security/security-headers.ts), and the
// probe alone would report a violation. The server keeps the faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
