import type { Messages } from './messages';

/**
 * A feature keeps its own texts in its folder, `features/<area>/i18n/en.json` and `pl.json`, its ids
 * named after it (`sessions.title`); the shared texts (the layout, the sign-in routes, the rules'
 * messages, everything more than one screen says) are in `i18n/<locale>.json`. Each language's whole
 * catalogue (`whole-<locale>.ts`, one chunk, loaded with the layout) is the shared texts and every
 * feature's, found by the build (`import.meta.glob`): a new feature's texts need no line elsewhere.
 * A build ships them pre-parsed like the shared ones (vite.config.ts). The compiler knows a
 * feature's ids from the `i18n/ids.d.ts` beside them:
 *
 *     import type texts from './en.json';
 *     declare module '../../../i18n/messages' {
 *       interface FeatureMessageIds extends Record<keyof typeof texts, true> {}
 *     }
 *
 * and catalogues.test.ts holds every feature's ids to its name, both languages to the same ids, and
 * no id to two places.
 */
export function withFeatureTexts(shared: object, features: Record<string, Record<string, string>>): Messages {
  return Object.assign({}, shared, ...Object.values(features)) as Messages;
}
