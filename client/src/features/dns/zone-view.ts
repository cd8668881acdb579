import type { ReactNode } from 'react';

/** One view of the zone dialog (the records, the record form, a provider's set, the reset): what the frame shows. */
export interface ZoneView {
  body: ReactNode;
  footer: ReactNode;
  /** What Enter in a field (and the submit button) does. */
  submit: () => void;
}
