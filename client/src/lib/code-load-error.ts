/**
 * A part of the panel's code (a screen's chunk, the layout's) that could not be downloaded: the
 * network, or a new release that replaced the files. The error boundaries tell it apart from a
 * screen that failed while drawing what the server sent; `retry`, when given, makes the next
 * render download the code again (the boundary's Retry calls it).
 */
export class CodeLoadError extends Error {
  readonly retry?: () => void;

  constructor(cause: unknown, retry?: () => void) {
    super(`The code could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'CodeLoadError';
    this.retry = retry;
  }
}
