/**
 * Counters that protect accounts: failure lockouts with back-off and sliding quotas. They live in the database
 * (db/schema/counters) so that every API process and every restart counts the same attempts; each check counts and
 * answers in ONE statement (`insert … on conflict do update … returning`), whose row lock serialises concurrent
 * callers: N processes never grant more than the rule allows between them.
 */
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client';

const MINUTE = 60_000;
/** Rule numbers are constants of this file, never input: inlined so both drivers need no parameter types. */
const n = (value: number) => sql.raw(String(Math.trunc(value)));
const ms = (value: number) => sql`(${n(value)} * interval '1 millisecond')`;
/** What is counted (an e-mail, known or not, or a user id) is stored as a digest only. */
const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/** Expired rows are deleted now and then (every call would add a statement to each sign-in). */
const PRUNE_ONE_IN = 64;
const prune = async (db: Executor) => {
  if (Math.random() * PRUNE_ONE_IN >= 1) return;
  await db.execute(sql`delete from failure_locks where expires_at < now()`);
  await db.execute(sql`delete from quota_uses where expires_at < now()`);
};

type LockRule = { free: number; firstLockMs: number; maxLockMs: number };
/** `refused`: the attempt came while the key was locked (not counted, not to be checked). `locked`: the key is
 * locked after this attempt (the attempt that reached the limit, when it fails). */
export type Attempt = { refused: boolean; locked: boolean };

/** Attempts per key since the last success; from `free` attempts on, each further one locks for a doubling time.
 * Counting happens BEFORE the secret is checked, so parallel guesses cannot all slip in before the lock. A count
 * is forgotten a day after the last attempt (or the end of the lock). */
export class FailureLock {
  constructor(
    private readonly db: Executor,
    private readonly scope: string,
    private readonly rule: LockRule,
  ) {}

  /** The lock an attempt numbered `count` (an SQL expression) sets: null below the rule's free attempts. */
  private lockAfter(count: SQL): SQL {
    const { free, firstLockMs, maxLockMs } = this.rule;
    return sql`(case when ${count} >= ${n(free)} then now() + least(${n(firstLockMs)} * power(2, ${count} - ${n(free)}), ${n(maxLockMs)}) * interval '1 millisecond' end)`;
  }

  /** Counts one attempt (unless locked) and answers the key's state, atomically. */
  async attempt(key: string): Promise<Attempt> {
    const isLocked = sql`coalesce(f.locked_until > now(), false)`;
    const next = sql`(case when f.expires_at <= now() then 1 else f.failures + 1 end)`;
    const lock = sql`(case when ${isLocked} then f.locked_until else ${this.lockAfter(next)} end)`;
    const first = this.lockAfter(sql`1`);
    const [row] = rowsOf<{ refused: boolean; locked: boolean }>(
      await this.db.execute(sql`
        insert into failure_locks as f (scope, key, failures, locked_until, refused, expires_at)
        values (${this.scope}, ${digest(key)}, 1, ${first}, false, greatest(now(), ${first}) + ${ms(24 * 60 * MINUTE)})
        on conflict (scope, key) do update set
          refused = ${isLocked},
          failures = case when ${isLocked} then f.failures else ${next} end,
          locked_until = ${lock},
          expires_at = greatest(now(), ${lock}) + ${ms(24 * 60 * MINUTE)}
        returning refused, coalesce(locked_until > now(), false) as locked`),
    );
    await prune(this.db);
    return { refused: row!.refused, locked: row!.locked };
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(
      sql`delete from failure_locks where scope = ${this.scope} and key = ${digest(key)}`,
    );
  }
}

/** At most `max` uses per key within `windowMs` (sliding window). */
export class Quota {
  constructor(
    private readonly db: Executor,
    private readonly scope: string,
    private readonly rule: { max: number; windowMs: number },
  ) {}

  /** Records a use; false (and nothing recorded) when the key has used its quota. */
  async take(key: string): Promise<boolean> {
    const { max, windowMs } = this.rule;
    const recent = sql`array(select u from unnest(q.uses) as u where u > now() - ${ms(windowMs)})`;
    const free = sql`(cardinality(${recent}) < ${n(max)})`;
    const [row] = rowsOf<{ taken: boolean }>(
      await this.db.execute(sql`
        insert into quota_uses as q (scope, key, uses, taken, expires_at)
        values (${this.scope}, ${digest(key)}, array[now()], true, now() + ${ms(windowMs)})
        on conflict (scope, key) do update set
          uses = case when ${free} then array_append(${recent}, now()) else ${recent} end,
          taken = ${free},
          expires_at = case when ${free} then now() + ${ms(windowMs)} else q.expires_at end
        returning taken`),
    );
    await prune(this.db);
    return row!.taken;
  }
}

/** One holder at a time per key, on every process: held until released, or until `ttlMs` have passed (a process
 * killed mid-work frees it then). A row of quota_uses whose expiry is the lease's end. */
export class Lease {
  constructor(
    private readonly db: Executor,
    private readonly scope: string,
    private readonly ttlMs: number,
  ) {}

  /** True when this caller now holds the key's lease; false while another holds it. */
  async take(key: string): Promise<boolean> {
    const rows = rowsOf<{ taken: boolean }>(
      await this.db.execute(sql`
        insert into quota_uses as q (scope, key, uses, taken, expires_at)
        values (${this.scope}, ${digest(key)}, array[now()], true, now() + ${ms(this.ttlMs)})
        on conflict (scope, key) do update set uses = array[now()], taken = true,
          expires_at = now() + ${ms(this.ttlMs)}
          where q.expires_at <= now()
        returning taken`),
    );
    return rows.length > 0;
  }

  async release(key: string): Promise<void> {
    await this.db.execute(sql`delete from quota_uses where scope = ${this.scope} and key = ${digest(key)}`);
  }
}

/** Lock alerts to an account's owner (signed-in-checks): one per kind an hour. */
export const lockNoticeQuota = (db: Executor) =>
  new Quota(db, 'lock-notice', { max: 1, windowMs: 60 * MINUTE });

/** The server's abuse limits, on the app's database. */
export const createGuards = (db: Executor) => ({
  /** Password per account (e-mail, known or not): 5 free tries, then 1, 2, 4 … up to 15 minutes. */
  password: new FailureLock(db, 'password', { free: 5, firstLockMs: MINUTE, maxLockMs: 15 * MINUTE }),
  /** Reset codes per e-mail: separate from the account holder's own second factor (an anonymous caller's
   * wrong codes must not lock the holder's login or money flows). */
  resetCode: new FailureLock(db, 'reset-code', {
    free: 5,
    firstLockMs: 15 * MINUTE,
    maxLockMs: 60 * MINUTE,
  }),
  /** Recipient look-ups (checkemailaccount: it answers a name) per user. */
  recipientCheck: new Quota(db, 'recipient-check', { max: 20, windowMs: 10 * MINUTE }),
  /** Account-details e-mails per user and per recipient address. */
  accountInfoByUser: new Quota(db, 'account-info-user', { max: 5, windowMs: 60 * MINUTE }),
  accountInfoByRecipient: new Quota(db, 'account-info-recipient', { max: 3, windowMs: 24 * 60 * MINUTE }),
});

export type Guards = ReturnType<typeof createGuards>;
