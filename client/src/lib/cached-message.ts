import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

type Values = Record<string, string | number>;

const byIntl = new WeakMap<IntlShape, Map<string, string>>();

/**
 * `intl.formatMessage`, remembered per language, message and values. Table rows repeat a few texts
 * (PHP 8.3, expires in 30 days, 0% of 1024 MB): a page of 50 rows formats each of them once, not
 * once per row. Only for texts that repeat: a text per row (a name) would just fill the memory.
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
