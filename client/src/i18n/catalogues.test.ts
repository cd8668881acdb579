import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { refusalMessages, ruleMessages } from '@panel/contract/rules';
import en from './en.json';
import pl from './pl.json';

const placeholders = (message: string) => [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*[,}]/g)].map((match) => match[1]).sort();

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
