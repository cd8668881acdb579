/**
 * The texts of the sign-in routes (/login and /authorize): the product's name, the sign-in form,
 * the hand-off page, their errors and the language switch. The build serves them as a catalogue
 * chunk of their own (`<locale>.json?sign-in`, vite.config.ts), a fraction of the whole, so the
 * sign-in route stays within its budget; the panel loads the whole catalogue with its layout.
 * A test renders both routes from this part alone.
 */
const SIGN_IN = /^(app|login|authorize|error|common|language)\.|^password\.(show|hide)$|^validation\.(login|password)\.invalid$|^toast\.signedInAs$/;

export const isSignInMessage = (id: string) => SIGN_IN.test(id);

/** The sign-in part of a catalogue. */
export function signInMessages<T>(catalogue: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => isSignInMessage(id)));
}
