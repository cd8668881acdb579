import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { refusalMessages, ruleMessages } from '@panel/contract/rules';
import sharedEn from './en.json';
import sharedPl from './pl.json';
import en from './whole-en';
import pl from './whole-pl';

/** Each feature's own texts (feature-catalogues.ts), by its folder's name. */
const featureTexts = (locale: 'en' | 'pl') => {
  const files =
    locale === 'en'
      ? import.meta.glob<Record<string, string>>('../features/*/i18n/en.json', { eager: true, import: 'default' })
      : import.meta.glob<Record<string, string>>('../features/*/i18n/pl.json', { eager: true, import: 'default' });
  return Object.fromEntries(Object.entries(files).map(([file, texts]) => [file.split('/')[2], texts]));
};

const placeholders = (message: string) => [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*[,}]/g)].map((match) => match[1]).sort();

describe("the features' own texts", () => {
  it('are named after their feature, the same ids in both languages, and no id is in two places', () => {
    const [english, polish] = [featureTexts('en'), featureTexts('pl')];
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(Object.keys(polish).sort()).toEqual(Object.keys(english).sort());
    const seen = new Set(Object.keys(sharedEn));
    for (const [feature, texts] of Object.entries(english)) {
      expect(Object.keys(polish[feature]).sort(), feature).toEqual(Object.keys(texts).sort());
      for (const id of Object.keys(texts)) {
        expect(id.startsWith(`${feature}.`), `${id} in features/${feature}`).toBe(true);
        expect(seen.has(id), `${id} is in two catalogues`).toBe(false);
        seen.add(id);
      }
    }
    expect(Object.keys(sharedPl).sort()).toEqual(Object.keys(sharedEn).sort());
    expect(Object.keys(en).length).toBe(seen.size);
  });
});

describe('message catalogues', () => {
  it('have the same ids in English and Polish', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold every message id the shared rules produce, in English as the contract words it', () => {
    for (const [id, text] of Object.entries({ ...ruleMessages, ...refusalMessages })) {
      expect(en, id).toHaveProperty([id]);
      expect(pl, id).toHaveProperty([id]);
      expect(en[id as keyof typeof en]).toBe(text);
    }
  });

  it('use the same placeholders in both languages, and every message parses', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      expect(new Set(placeholders(pl[id])), id).toEqual(new Set(placeholders(en[id])));
      expect(() => new IntlMessageFormat(en[id], 'en'), id).not.toThrow();
      expect(() => new IntlMessageFormat(pl[id], 'pl'), id).not.toThrow();
    }
  });

  it('have no empty or untranslated-looking Polish texts', () => {
    for (const [id, text] of Object.entries(pl)) expect(text.trim(), id).not.toBe('');
  });

  it('use Polish plural forms where English has plurals', () => {
    for (const [id, text] of Object.entries(en)) {
      if (!text.includes('plural')) continue;
      const polish = pl[id as keyof typeof pl];
      expect(polish, id).toMatch(/few \{/);
      expect(polish, id).toMatch(/many \{/);
    }
  });
});
