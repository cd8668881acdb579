// `<locale>.json?sign-in`: the sign-in routes' part of a catalogue (vite.config.ts, signInCatalogues).
// Typed as a whole catalogue, as react-intl's typing of the panel's ids asks; it holds only the
// ids of sign-in-messages.ts, and a test renders both sign-in routes from it with no id missing.
declare module '*.json?sign-in' {
  const messages: import('./messages').Messages;
  export default messages;
}
