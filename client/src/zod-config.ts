/**
 * The page's Content-Security-Policy forbids `eval`, and zod would otherwise probe for it (with
 * `new Function`) as its first schema is built — a probe the browser reports as a violation.
 * main.tsx imports this first, before any schema exists. zod keeps its settings in
 * `globalThis.__zod_globalConfig` (made once, by whichever copy of zod loads first, and kept), so
 * setting it here makes every schema jitless without loading zod with the sign-in route: zod comes
 * with the rules, later.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
