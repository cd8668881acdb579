// This feature's message ids, for the compiler (i18n/feature-catalogues.ts).
import type texts from './en.json';

declare module '../../../i18n/messages' {
  interface FeatureMessageIds extends Record<keyof typeof texts, true> {}
}
