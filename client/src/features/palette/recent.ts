/** The palette's recent choices, newest first, by entry id: kept in this browser for the signed-in login. */
const RECENT_MAX = 6;
const keyOf = (login: string) => `panel.palette.recent.${login}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function recentChoices(login: string): string[] {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(keyOf(login)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberChoice(login: string, id: string) {
  const next = [id, ...recentChoices(login).filter((other) => other !== id)].slice(0, RECENT_MAX);
  try {
    storage()?.setItem(keyOf(login), JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the list.
  }
}
