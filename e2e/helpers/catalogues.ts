import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Locale = 'en' | 'pl';

const clientSource = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'client', 'src');
const readTexts = (file: string) => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {});

/** A language's whole catalogue: the shared texts and each feature's own (client/src/i18n/feature-catalogues.ts). */
const catalogue = (locale: Locale) =>
  Object.assign(
    readTexts(path.join(clientSource, 'i18n', `${locale}.json`)),
    ...fs.readdirSync(path.join(clientSource, 'features')).map((feature) => readTexts(path.join(clientSource, 'features', feature, 'i18n', `${locale}.json`))),
  ) as Record<string, string>;

/** The client's texts in each language, by id. */
export const catalogues: Record<Locale, Record<string, string>> = { en: catalogue('en'), pl: catalogue('pl') };

/** A text to match as it is, in a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An accessible name as the client's catalogues give it (`id`, its placeholders filled from `values`),
 * in English or Polish: a locator with it finds its element in the language shown.
 */
export function shownName(id: string, values: Record<string, string> = {}) {
  const texts = Object.entries(catalogues).map(([locale, texts]) => {
    const text = texts[id];
    if (text === undefined) throw new Error(`The ${locale} catalogue has no text ${id}`);
    return escapeRegExp(text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder));
  });
  return new RegExp(`^(?:${texts.join('|')})$`);
}
