/** Virtual time for expiry checks: per account (accounts.clock), else a global setting, else real time. */
export class Clock {
  private global: number | null = null;

  setGlobal(iso: string | null) {
    this.global = iso === null ? null : Date.parse(iso);
  }

  now(account?: { clock: string | null }): number {
    if (account?.clock) return Date.parse(account.clock);
    return this.global ?? Date.now();
  }
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, the contract's date form. */
export const formatDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
