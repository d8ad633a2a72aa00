import { and, count, desc, eq, gt } from 'drizzle-orm';
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
