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

