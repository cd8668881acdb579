import { lazy, type ComponentType, type ReactNode } from 'react';
import { CodeLoadError } from '../lib/code-load-error';

export type LazyScreen<P extends object> = ((props: P) => ReactNode) & { preload: () => Promise<ComponentType<P>> };

/**
 * A screen in its own chunk, like `lazy()`, whose code can also be fetched ahead (`preload`). Once
 * the code is here the screen renders at once instead of suspending: the first screen, fetched
 * before the first render (main.tsx), replaces the page shell with no fallback in between. Code that
 * fails to arrive throws a `CodeLoadError` (the error boundary says so) whose `retry` makes the next
 * render download it again (`lazy()` alone keeps a failure for good).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const fresh = () =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          throw new CodeLoadError(error, () => (Lazy = fresh()));
        },
      ),
    );
  let Lazy = fresh();
  function Screen(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}
