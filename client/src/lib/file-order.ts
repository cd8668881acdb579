import type { FileEntry } from '@panel/contract';

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

/**
 * A folder's entries as the file browser shows them: folders first, then by name in natural
 * alphabetical order (`a2` before `a10`), ties of case broken by code point so the order is total.
 * The contract gives the entries "as `ls -l` shows them" and promises no order, so the client sorts
 * them itself (a copy: the cached reply is left as it came).
 */
export function sortFileEntries(entries: readonly FileEntry[]): FileEntry[] {
  return [...entries].sort((a, b) => {
    const folders = Number(b.type === 'directory') - Number(a.type === 'directory');
    return folders || collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  });
}
