import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_WINDOW_MS,
  MESSAGES,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { authAttempts } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Refuses a login (429) when the account's last LOGIN_MAX_FAILURES_PER_ACCOUNT attempts in the
 * window all failed, or the address made LOGIN_MAX_FAILURES_PER_ADDRESS failed attempts in the window.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const recent = await db
    .select({ succeeded: authAttempts.succeeded })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, accountKey(email)), gt(authAttempts.createdAt, since)))
    .orderBy(desc(authAttempts.createdAt), desc(authAttempts.id))
    .limit(LOGIN_MAX_FAILURES_PER_ACCOUNT);
  const accountLocked =
    recent.length >= LOGIN_MAX_FAILURES_PER_ACCOUNT && recent.every((attempt) => !attempt.succeeded);
  if (accountLocked) throw tooManyRequests(MESSAGES.tooManyAttempts);

  const [fromAddress] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.key, addressKey(ip)),
        eq(authAttempts.succeeded, false),
        gt(authAttempts.createdAt, since),
      ),
    );
  if ((fromAddress?.n ?? 0) >= LOGIN_MAX_FAILURES_PER_ADDRESS)
    throw tooManyRequests(MESSAGES.tooManyAttempts);
}

/** Records a login attempt against the account and, when given, the address. */
export async function recordAttempt(
  db: Db,
  attempt: { email: string; ip?: string; succeeded: boolean; now: Date },
): Promise<void> {
  const keys = [accountKey(attempt.email), ...(attempt.ip ? [addressKey(attempt.ip)] : [])];
  await db
    .insert(authAttempts)
    .values(keys.map((key) => ({ key, succeeded: attempt.succeeded, createdAt: attempt.now })));
}

/**
 * Checks the limits and records the attempt as failed, in one short transaction that holds a
 * transaction-level advisory lock per key (account and address): concurrent attempts on the same
 * account or address, in this process or any other, are checked one after the other, each counting
 * those before it. Without the lock, a burst of parallel guesses would all pass the check before any
 * was recorded. Answers the attempt's row ids; succeed() marks them succeeded once the password is
 * right, otherwise they stay failures.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const keys = [accountKey(email), addressKey(ip)];
    // Always in the same order, so two attempts never wait for each other's second lock.
    for (const key of [...keys].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    await assertLoginAllowed(tx, email, ip, now);
    const rows = await tx
      .insert(authAttempts)
      .values(keys.map((key) => ({ key, succeeded: false, createdAt: now })))
      .returning({ id: authAttempts.id });
    return rows.map((row) => row.id);
  });
}

/** Marks a reserved attempt succeeded (in the sign-in's transaction). */
export async function succeedLoginAttempt(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(authAttempts).set({ succeeded: true }).where(inArray(authAttempts.id, ids));
}
