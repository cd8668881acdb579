import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

type Values = Record<string, string | number>;

const byIntl = new WeakMap<IntlShape, Map<string, string>>();

/**
 * `intl.formatMessage`, remembered per language, message and values. Table rows repeat texts: from
 * row to row (PHP 8.3, expires in 30 days, 0% of 1024 MB), and each time a row is shown again (its
 * copy and menu labels, at every keystroke of a search that keeps it). Only for such texts: the
 * memory holds one string per text asked for, for as long as the language is in use.
 */
export function cachedMessage(intl: IntlShape, id: MessageId, values?: Values): string {
  let cache = byIntl.get(intl);
  if (!cache) {
    cache = new Map<string, string>();
    byIntl.set(intl, cache);
  }
  const key = values ? `${id}\u0000${Object.entries(values).join('\u0000')}` : id;
  let text = cache.get(key);
  if (text === undefined) {
    text = intl.formatMessage({ id }, values);
    cache.set(key, text);
  }
  return text;
}
