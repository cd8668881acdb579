import type { Database, DatabaseType } from '@panel/contract';

/**
 * The database a create call added, read from the lists its reply carries: the one of `type` that
 * was not there before. `undefined` when the reply does not show exactly one (the caller then falls
 * back to the contract's rule for the full name, `{login}_{name}` lower-cased).
 */
export function addedDatabase(before: readonly Database[], after: readonly Database[] | undefined, type: DatabaseType): string | undefined {
  if (after === undefined) return undefined;
  const known = new Set(before.map((d) => `${d.type}:${d.name}`));
  const added = after.filter((d) => d.type === type && !known.has(`${d.type}:${d.name}`));
  return added.length === 1 ? added[0].name : undefined;
}
