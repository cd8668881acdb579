import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** Marks a value's place in a message formatted once: private-use characters no message holds. */
const mark = (n: number) => `\uE000${n}\uE001`;
const MARKS = /\uE000(\d+)\uE001/;
/** A catalogue's text of plain words and `{name}` places: no choice on a value, no quoting, no tags. */
const PLACES_ONLY = /^(?:[^{}'<]|\{\s*\w+\s*\})*$/;
/** The build's parsed form (`@formatjs/icu-messageformat-parser`): a literal is of type 0, a value put in place of type 1. */
const placesOnly = (message: unknown) =>
  typeof message === 'string'
    ? PLACES_ONLY.test(message)
    : Array.isArray(message) && message.every((part: { type?: number }) => part.type === 0 || part.type === 1);

/**
 * A message whose values are plain strings, formatted once: the text for any values is then its
 * parts joined around them, as formatting it with those values gives. The palette makes such a text
 * for each of 2,000 domains three times over ("Error log: {domain}"), and a format apiece was most
 * of an opening's work. A message that does more than put each value in its place once (chooses by
 * it, quotes, tags) is formatted each time.
 */
export function messageTemplate<Name extends string>(intl: IntlShape, id: MessageId, names: readonly Name[]): (values: Record<Name, string>) => string {
  const each = (values: Record<Name, string>) => intl.formatMessage({ id }, values);
  if (!placesOnly(intl.messages[id])) return each;
  const parts = intl.formatMessage({ id }, Object.fromEntries(names.map((name, n) => [name, mark(n)]))).split(MARKS);
  const places = parts.filter((_, n) => n % 2 === 1).map(Number);
  if (places.length !== names.length || new Set(places).size !== names.length) return each;
  return (values) => {
    let text = parts[0];
    for (let n = 1; n < parts.length; n += 2) text += values[names[places[(n - 1) / 2]]] + parts[n + 1];
    return text;
  };
}
