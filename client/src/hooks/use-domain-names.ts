import { useMemo } from 'react';
import { selectLists } from '../api/queries';
import { useAppSelector } from '../store/hooks';

/** The names of the account's domains, in the list's order (the same array while the list stays). */
export function useDomainNames(): readonly string[] {
  const domains = useAppSelector((state) => selectLists(state).domains);
  return useMemo(() => domains.map((d) => d.domain), [domains]);
}

/** Whether the account has a domain yet (screens that work on domains prompt to add one first). */
export function useHasDomains(): boolean {
  return useAppSelector((state) => selectLists(state).domains.length > 0);
}

/** The domain a form starts with: the one asked for when the account has it, else the first. */
export function startingDomain(names: readonly string[], wanted: string | undefined): string {
  return wanted !== undefined && names.includes(wanted) ? wanted : (names[0] ?? '');
}
