import { Children, createContext, createElement, Fragment, memo, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { IntlConfig, IntlShape } from 'react-intl';
import { whenIdle } from '../lib/when-idle';
import { formatLite, type LiteIntl } from './lite-format';

/**
 * What the build gives the panel's code as `react-intl` (vite.config.ts, `panelIntl`): its
 * `IntlProvider`, `useIntl`, `FormattedMessage` and `IntlContext`, served by a small formatter of
 * the catalogue's texts (lite-format.ts) until react-intl itself is wanted, and by react-intl from
 * then on. react-intl (about 8 kB gzip) loads with the signed-in layout and its whole catalogue
 * (`loadIntl`, called by i18n/messages.ts), so the sign-in route leaves it out: the sign-in texts
 * need only arguments and plurals. Tests and the dev server use react-intl throughout.
 */

type ReactIntl = typeof import('react-intl');

let real: ReactIntl | undefined;
let loading: Promise<ReactIntl> | undefined;
const listeners = new Set<() => void>();

/** Loads react-intl; every provider then formats with it. */
export function loadIntl(): Promise<ReactIntl> {
  loading ??= import('react-intl').then(
    (module) => {
      real = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a failed fetch may succeed on the next try
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const loaded = () => real;

export const IntlContext = createContext<IntlShape | null>(null);

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('[React Intl] Could not find required `intl` object. <IntlProvider> needs to exist in the component ancestry.');
  return intl;
}

type ProviderProps = Pick<IntlConfig, 'locale' | 'defaultLocale' | 'messages' | 'onError'> & { children?: ReactNode };

export function IntlProvider({ locale, defaultLocale = 'en', messages, onError, children }: ProviderProps) {
  const reactIntl = useSyncExternalStore(subscribe, loaded);
  const cache = useMemo(() => reactIntl?.createIntlCache(), [reactIntl]);
  const intl = useMemo(
    () =>
      reactIntl
        ? reactIntl.createIntl({ locale, defaultLocale, messages, onError }, cache)
        : (liteIntl({ locale, defaultLocale, messages: messages ?? ({} as LiteIntl['messages']), onError }) as unknown as IntlShape),
    [reactIntl, cache, locale, defaultLocale, messages, onError],
  );
  // react-intl's createIntl asks Intl whether it has the locale, and the first such question loads
  // the browser's locale data: 10-40 ms in the first signed-in render. Asked while the sign-in
  // screen is idle instead.
  useEffect(() => (reactIntl ? undefined : whenIdle(() => warmUpLocaleData(locale))), [reactIntl, locale]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** What react-intl's createIntl asks Intl of a locale (its answer is not needed here). */
export function warmUpLocaleData(locale: string) {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}

/** The intl object of the small formatter: the catalogue's texts, formatted as react-intl formats them. */
function liteIntl(config: Omit<LiteIntl, 'formatMessage' | 'textComponent'>): LiteIntl {
  const intl: LiteIntl = {
    ...config,
    textComponent: Fragment,
    formatMessage: (descriptor, values) => {
      const parts = formatLite(intl, descriptor, values);
      return Array.isArray(parts) ? Children.toArray(parts) : parts;
    },
  };
  return intl;
}

interface MessageProps {
  id?: string;
  description?: string;
  defaultMessage?: string;
  values?: Record<string, unknown>;
  tagName?: React.ElementType;
  ignoreTag?: boolean;
  children?: (nodes: ReactNode[]) => ReactNode;
}

const shallowEqual = (a: object | undefined, b: object | undefined) => {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
};

function Message({ id, description, defaultMessage, values, tagName, ignoreTag, children }: MessageProps) {
  const intl = useIntl();
  const format = intl.formatMessage as (descriptor: object, values?: object, options?: object) => ReactNode;
  const nodes = format({ id, description, defaultMessage }, values, { ignoreTag });
  if (typeof children === 'function') return children(Array.isArray(nodes) ? (nodes as ReactNode[]) : [nodes]);
  return createElement(tagName ?? intl.textComponent ?? Fragment, null, nodes);
}

/** react-intl's `FormattedMessage`: re-rendered only when its props or values change. */
export const FormattedMessage = memo(
  Message,
  ({ values, ...props }, { values: nextValues, ...nextProps }) => shallowEqual(values, nextValues) && shallowEqual(props, nextProps),
);
