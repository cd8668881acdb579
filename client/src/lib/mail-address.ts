/** Anything addressed as `name@domain`: a mailbox or an alias. */
export interface Addressed {
  domain: string;
  name: string;
}

/** The address of a mailbox or an alias, as every screen, toast and the palette show it. */
export const addressOf = (item: Addressed) => `${item.name}@${item.domain}`;
