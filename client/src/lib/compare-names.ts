/**
 * Names (domains, addresses) compared as `localeCompare` compares them, by one collator made once
 * rather than one looked up at each comparison: a big account sorts thousands of them.
 */
export const compareNames = new Intl.Collator().compare;
