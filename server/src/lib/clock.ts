/**
 * Virtual time for expiry checks, and for the `Date` header of the replies (the client's "now"):
 * per account (accounts.clock), else a global setting, else real time.
 */
export class Clock {
  private global: number | null = null;

  setGlobal(iso: string | null) {
    this.global = iso === null ? null : Date.parse(iso);
  }

  /** Whether the time a call of this account sees is not the real one. */
  isVirtual(account?: { clock: string | null }): boolean {
    return !!account?.clock || this.global !== null;
  }

  now(account?: { clock: string | null }): number {
    if (account?.clock) return Date.parse(account.clock);
    return this.global ?? Date.now();
  }
}
