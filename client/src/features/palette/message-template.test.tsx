import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/whole-en';
import pl from '../../i18n/whole-pl';
import type { MessageId } from '../../i18n/messages';
import { messageTemplate } from './message-template';

const names = ['example.com', 'żółw.example.pl', 'a$1{b}.example', '\u202eodd.example', ''];

describe('a message formatted once', () => {
  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('gives the text formatting it with the values gives (%s)', (locale, messages) => {
    const intl = createIntl({ locale, messages });
    for (const id of ['palette.errorLog', 'dns.palette', 'visitor-stats.palette'] as MessageId[]) {
      const text = messageTemplate(intl, id, ['domain']);
      for (const domain of names) expect(text({ domain })).toBe(intl.formatMessage({ id }, { domain }));
    }
    const joined = messageTemplate(intl, 'palette.domainAction', ['domain', 'action']);
    for (const domain of names)
      expect(joined({ domain, action: 'Browse files' })).toBe(intl.formatMessage({ id: 'palette.domainAction' }, { domain, action: 'Browse files' }));
  });

  it('formats each time a message that does not show each value once as given', () => {
    const intl = createIntl({
      locale: 'en',
      messages: { twice: '{domain} and {domain}', chosen: '{domain, select, shop {the shop} other {{domain}}}', quoted: "'{domain}' is {domain}" } as never,
    });
    expect(messageTemplate(intl, 'twice' as MessageId, ['domain'])({ domain: 'a.pl' })).toBe('a.pl and a.pl');
    expect(messageTemplate(intl, 'chosen' as MessageId, ['domain'])({ domain: 'shop' })).toBe('the shop');
    expect(messageTemplate(intl, 'quoted' as MessageId, ['domain'])({ domain: 'a.pl' })).toBe('{domain} is a.pl');
    expect(messageTemplate(intl, 'chosen' as MessageId, ['domain'])({ domain: 'a.pl' })).toBe('a.pl');
  });
});
