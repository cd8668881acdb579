import { z } from 'zod';

/**
 * The page's Content-Security-Policy forbids `eval`, and zod would otherwise probe for it (with
 * `new Function`) as its first schema is built — a probe the browser reports as a violation.
 * main.tsx imports this first, before any schema exists.
 */
z.config({ jitless: true });
