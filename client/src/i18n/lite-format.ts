import type { IntlConfig } from 'react-intl';

/**
 * A small formatter of the build's precompiled texts (ICU message ASTs, vite.config.ts), for the
 * routes that run before react-intl loads (i18n/intl.tsx): literals, arguments, numbers without a
 * style, `select`, `plural` with `#`, and tags, formatted as react-intl formats them. A text it
 * cannot format (a date, a styled number) or that lacks a value is reported to `onError` and shown
 * as its id, as react-intl does.
 */

/** An element of a precompiled text (@formatjs/icu-messageformat-parser's types, by number). */
interface Element {
  type: number;
  value?: string;
  style?: unknown;
  options?: Record<string, { value: Element[] }>;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
  children?: Element[];
}

const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

export interface LiteIntl {
  locale: string;
  defaultLocale: string;
  messages: NonNullable<IntlConfig['messages']>;
  onError?: IntlConfig['onError'];
  textComponent: IntlConfig['textComponent'];
  formatMessage: (descriptor: { id?: string; defaultMessage?: unknown }, values?: Record<string, unknown>) => unknown;
}

class LiteFormatError extends Error {
  code = 'FORMAT_ERROR';
}

function formatElements(elements: Element[], locale: string, values: Record<string, unknown>, count?: number): unknown[] {
  const parts: unknown[] = [];
  const valueOf = (name = '') => {
    if (!Object.hasOwn(values, name)) throw new LiteFormatError(`The intl string context variable "${name}" was not provided`);
    return values[name];
  };
  for (const element of elements) {
    if (element.type === LITERAL) parts.push(element.value);
    else if (element.type === POUND) parts.push(new Intl.NumberFormat(locale).format(count ?? 0));
    else if (element.type === ARGUMENT) {
      const value = valueOf(element.value);
      parts.push(typeof value === 'string' || typeof value === 'number' ? String(value) : (value ?? ''));
    } else if (element.type === NUMBER && !element.style) parts.push(new Intl.NumberFormat(locale).format(Number(valueOf(element.value))));
    else if (element.type === SELECT && element.options) {
      const option = element.options[String(valueOf(element.value))] ?? element.options.other;
      if (!option) throw new LiteFormatError(`No option for "${element.value}"`);
      parts.push(...formatElements(option.value, locale, values, count));
    } else if (element.type === PLURAL && element.options) {
      const n = Number(valueOf(element.value));
      const offset = n - (element.offset ?? 0);
      const rule = new Intl.PluralRules(locale, { type: element.pluralType ?? 'cardinal' }).select(offset);
      const option = element.options[`=${n}`] ?? element.options[rule] ?? element.options.other;
      if (!option) throw new LiteFormatError(`No option for "${element.value}"`);
      parts.push(...formatElements(option.value, locale, values, offset));
    } else if (element.type === TAG && typeof values[element.value ?? ''] === 'function') {
      const tag = values[element.value ?? ''] as (chunks: unknown[]) => unknown;
      parts.push(tag(formatElements(element.children ?? [], locale, values, count)));
    } else throw new LiteFormatError(`The small formatter does not format elements of type ${element.type}`);
  }
  return parts;
}

/** Adjacent strings joined; one string when every part is one (react-intl's `formatMessage` result). */
function joined(parts: unknown[]): unknown {
  const merged: unknown[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  return merged.length <= 1 ? (merged[0] ?? '') : merged;
}

export function formatLite(intl: LiteIntl, descriptor: { id?: string; defaultMessage?: unknown }, values: Record<string, unknown> = {}): unknown {
  const id = descriptor.id ?? '';
  const message = (intl.messages as Record<string, unknown>)[id] ?? descriptor.defaultMessage;
  if (message === undefined) {
    intl.onError?.(Object.assign(new Error(`Missing message: "${id}" for locale "${intl.locale}"`), { code: 'MISSING_TRANSLATION' }) as never);
    return id;
  }
  if (typeof message === 'string') return message;
  try {
    return joined(formatElements(message as Element[], intl.locale, values));
  } catch (error) {
    intl.onError?.(error as never);
    return id;
  }
}
