/**
 * Runs `run` once the browser is idle, `after` milliseconds from now at the soonest (and at the
 * latest `timeout` after that, idle or not); where there is no idle callback, at `after`.
 * Returns what cancels it.
 */
export function whenIdle(run: () => void, { after = 0, timeout = 2000 }: { after?: number; timeout?: number } = {}): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout });
    else run();
  }, after);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
