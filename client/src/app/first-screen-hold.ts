/**
 * What the first screen after a sign-in waits for, a moment at most: the capabilities
 * (api/session-warm-up.ts), asked as the sign-in's reply arrives. Drawn before they come, the screen
 * is drawn twice: React draws it in slices, and a store change that reaches what it has drawn so far
 * makes it draw the whole screen again, at once (on a big account a few dozen milliseconds here,
 * several times that on a phone), and the room of what they turn on (the mail authentication
 * badges') then moves the rows. The sign-in form stays meanwhile. A reload's screen does not wait: it
 * has its page shell to replace.
 */
let hold: Promise<void> | null = null;

/** How long the first screen after a sign-in waits at most (a couple of round trips on a phone). */
export const FIRST_SCREEN_WAIT_MS = 300;

export function holdFirstScreen(until: Promise<unknown>) {
  hold = Promise.race([until, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(() => undefined);
}

/** The wait, for `use()` (null when there is none); a settled one returns at once. */
export const firstScreenHold = () => hold;
