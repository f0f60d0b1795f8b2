/**
 * In-memory counters of one server process (like the per-IP rate limit): failure lockouts with back-off and
 * sliding quotas. Several API processes would each count on their own; move them to the database or Redis then.
 */

/** Consecutive failures per key; from `free` failures on, each further one locks for a doubling time. */
export class FailureLock {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number }>();

  constructor(private readonly rule: { free: number; firstLockMs: number; maxLockMs: number }) {}

  /** Epoch ms until which the key is locked, or 0. */
  lockedUntil(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    return entry && entry.lockedUntil > now ? entry.lockedUntil : 0;
  }

  fail(key: string, now = Date.now()): void {
    const entry = this.entries.get(key) ?? { failures: 0, lockedUntil: 0 };
    entry.failures += 1;
    const over = entry.failures - this.rule.free;
    if (over >= 0) entry.lockedUntil = now + Math.min(this.rule.firstLockMs * 2 ** over, this.rule.maxLockMs);
    this.entries.set(key, entry);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

/** At most `max` uses per key within `windowMs`. */
export class Quota {
  private readonly uses = new Map<string, number[]>();

  constructor(private readonly rule: { max: number; windowMs: number }) {}

  /** Records a use; false (and nothing recorded) when the key has used its quota. */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.uses.get(key) ?? []).filter((at) => at > now - this.rule.windowMs);
    if (recent.length >= this.rule.max) {
      this.uses.set(key, recent);
      return false;
    }
    recent.push(now);
    this.uses.set(key, recent);
    return true;
  }
}

const MINUTE = 60_000;

/** The server's abuse limits (one set per app instance). */
export const createGuards = () => ({
  /** Password per account (e-mail, known or not): 5 free tries, then 1, 2, 4 … up to 15 minutes. */
  password: new FailureLock({ free: 5, firstLockMs: MINUTE, maxLockMs: 15 * MINUTE }),
  /** Reset codes per e-mail: separate from the account holder's own second factor (an anonymous caller's
   * wrong codes must not lock the holder's login or money flows). */
  resetCode: new FailureLock({ free: 5, firstLockMs: 15 * MINUTE, maxLockMs: 60 * MINUTE }),
  /** Recipient look-ups (checkemailaccount: it answers a name) per user. */
  recipientCheck: new Quota({ max: 20, windowMs: 10 * MINUTE }),
  /** Account-details e-mails per user and per recipient address. */
  accountInfoByUser: new Quota({ max: 5, windowMs: 60 * MINUTE }),
  accountInfoByRecipient: new Quota({ max: 3, windowMs: 24 * 60 * MINUTE }),
});

export type Guards = ReturnType<typeof createGuards>;
