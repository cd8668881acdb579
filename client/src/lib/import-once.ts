/** A module fetched on demand (`import()`): asked for once and kept; a failed fetch is tried again the next time. */
export interface ImportOnce<T> {
  (): Promise<T>;
  /** The module once it has come (a caller that must not wait even a microtask for it), else undefined. */
  loaded(): T | undefined;
}

export function importOnce<T>(load: () => Promise<T>): ImportOnce<T> {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  const get = () =>
    (loading ??= load().then(
      (value) => (module = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(get, { loaded: () => module });
}
