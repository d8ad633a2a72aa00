import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, LOGIN_WINDOW_MS, MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { authCodes, type AuthCodePurpose } from '../../db/schema.ts';
import { numericCode, randomToken, safeEqual, sha256 } from '../../lib/crypto.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';

export type CodeRow = typeof authCodes.$inferSelect;

/** Emailed codes (confirmation, reset) issued per account and purpose within LOGIN_WINDOW_MS. */
export const MAX_CODES_PER_WINDOW = 5;

/** Codes are hashed with their user id, so equal codes of two users never share a hash. */
const hashCode = (userId: string, code: string) => sha256(`${userId}:${code}`);

interface IssueOptions {
  userId: string;
  purpose: AuthCodePurpose;
  ttlMs: number;
  now: Date;
}

/**
 * Creates a code (or, for `new_password`, an opaque challenge) and invalidates the earlier unused
 * ones of the same purpose. Returns the row id and the clear code, which is never stored.
 */
export async function issueCode(db: Db, options: IssueOptions): Promise<{ id: string; code: string }> {
  const { userId, purpose, now } = options;
  const code = purpose === 'new_password' ? randomToken() : numericCode(CODE_LENGTH);
  await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt)));
  const [row] = await db
    .insert(authCodes)
    .values({
      userId,
      purpose,
      codeHash: hashCode(userId, code),
      expiresAt: new Date(now.getTime() + options.ttlMs),
      createdAt: now,
    })
    .returning({ id: authCodes.id });
  return { id: row!.id, code };
}

/** Whether another emailed code may be sent now (caps brute force across re-sent codes). */
export async function mayIssueCode(db: Db, userId: string, purpose: AuthCodePurpose, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), gt(authCodes.createdAt, since)));
  return (row?.n ?? 0) < MAX_CODES_PER_WINDOW;
}

/** The newest unused code of a user for a purpose. */
export async function latestCode(db: Db, userId: string, purpose: AuthCodePurpose) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findChallenge(db: Db, id: string, purpose: AuthCodePurpose) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.id, id), eq(authCodes.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** Counts one try; false when the tries are used up (atomic, so parallel guesses cannot exceed it). */
async function countTry(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, id), lt(authCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: authCodes.id });
  return rows.length > 0;
}

/**
 * Checks `code` against `row`: unknown or used gives invalidCode, expired gives expiredCode, past
 * CODE_MAX_ATTEMPTS tries gives 429, a wrong code gives invalidCode. The caller then consumes it.
 */
export async function checkCode(
  db: Db,
  row: CodeRow | null,
  code: string,
  now: Date,
  onWrongCode?: () => Promise<void>,
): Promise<CodeRow> {
  if (!row || row.consumedAt) throw badRequest(MESSAGES.invalidCode);
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(MESSAGES.expiredCode);
  if (!(await countTry(db, row.id))) throw tooManyRequests(MESSAGES.tooManyAttempts);
  if (!safeEqual(row.codeHash, hashCode(row.userId, code))) {
    await onWrongCode?.();
    throw badRequest(MESSAGES.invalidCode);
  }
  return row;
}

/** Marks a code used; invalidCode when another request used it first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<void> {
  const rows = await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  if (rows.length === 0) throw badRequest(MESSAGES.invalidCode);
}

/** Invalidates every unused code and challenge of a user (after a password change). */
export async function invalidateCodes(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.userId, userId), isNull(authCodes.consumedAt)));
}
