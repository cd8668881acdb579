// What the client noticed about the backend's replies, for whoever serves it to check a backend (the
// validation proxy names a `reportUrl` in /config.json). Off unless configured: a customer's panel in
// production never sends anything anywhere but its API.

/** One thing the user met because a reply was not what the contract says. */
export interface ClientProblem {
  /**
   * `screen-failed`: an error boundary caught a screen (or the whole app) and showed its error instead;
   * `reply-pruned`: values or rows of a reply were left out because they broke the contract;
   * `effect-missing`: a change's reply (and a sync after it) did not show the change.
   */
  kind: 'screen-failed' | 'reply-pruned' | 'effect-missing';
  /** The contract path of the call the problem comes from, when known (e.g. `/account/sync`). */
  operation?: string;
  /** The screen (page name) on which it showed, when known. */
  screen?: string;
  /** What happened, in English for the report (JSON pointers, the error's message); never a value of the reply. */
  detail: string;
}

let reportUrl: string | undefined;
const recent: string[] = [];
const RECENT = 5;

/** Set once at start from the run-time configuration. */
export function configureDiagnostics(url: string | undefined) {
  reportUrl = url;
}

/** Notes a call that got a reply (newest last), so a screen's failure can name what it probably read. */
export function noteOperation(path: string) {
  recent.push(path);
  if (recent.length > RECENT) recent.shift();
}

/** The calls that got a reply most recently, newest last. */
export function recentOperations(): readonly string[] {
  return recent;
}

/** Sends one problem to the configured report address; never throws, never waits. */
export function reportProblem(problem: ClientProblem) {
  if (!reportUrl) return;
  const body = JSON.stringify({ ...problem, recent: [...recent], page: globalThis.location?.pathname });
  try {
    void fetch(reportUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  } catch {
    // A report is best effort.
  }
}
