import type { Database } from '@panel/contract';

/** The databases whose name holds the search text (trimmed, any case). */
export function filterDatabases(databases: readonly Database[], search: string): readonly Database[] {
  const needle = search.trim().toLowerCase();
  return needle === '' ? databases : databases.filter((d) => d.name.toLowerCase().includes(needle));
}
