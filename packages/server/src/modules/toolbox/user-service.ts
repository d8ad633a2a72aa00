import { and, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ToolboxUser, ToolboxUserAction } from '@bm/contracts';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { authAttempts, brokerages, sessions, users } from '../../db/schema.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { accountKey, type AuthDeps, mayIssueCode, revokeUserSessions, sendCode } from '../auth/index.ts';
import { writeAudit } from '../audit-log/index.ts';

/** Who does a toolbox action, for the audit log. */
export interface ToolboxActor {
  id: string;
  ip: string;
}

export const TOOLBOX_USER_MESSAGES = {
  notFound: 'User not found.',
  notLocked: 'This sign-in is not locked.',
  unlocked: 'Sign-in unlocked: the failed attempts of the last 15 minutes are forgotten.',
  alreadyConfirmed: 'This account is already confirmed: there is no confirmation code to send.',
  disabled: 'This account is disabled: no code is sent to it.',
  tooManyCodes: 'Too many codes were sent to this account in the last 15 minutes; try again later.',
  confirmationSent: (email: string) => `A new confirmation code was emailed to ${email}.`,
  resetSent: (email: string) => `A password reset code was emailed to ${email}.`,
  sessionsEnded: (n: number) =>
    n === 0
      ? 'This user had no active sessions.'
      : `Ended ${n} active session${n === 1 ? '' : 's'}: the user is signed out everywhere.`,
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users whose email or name contains the search (at most 20), each with its sign-in state. */
export async function searchUsers(db: Db, search: string, now: Date): Promise<ToolboxUser[]> {
  const term = `%${escapeLike(search)}%`;
  const rows = await db
    .select({ user: users, brokerageName: brokerages.name })
    .from(users)
    .leftJoin(brokerages, eq(brokerages.id, users.brokerageId))
    .where(
      or(
        ilike(users.email, term),
        ilike(sql`coalesce(${users.givenName}, '') || ' ' || coalesce(${users.familyName}, '')`, term),
      ),
    )
    .orderBy(users.email)
    .limit(20);
  return withSignInState(db, rows, now);
}

async function findUser(db: Db, userId: string, now: Date): Promise<ToolboxUser> {
  const rows = await db
    .select({ user: users, brokerageName: brokerages.name })
    .from(users)
    .leftJoin(brokerages, eq(brokerages.id, users.brokerageId))
    .where(eq(users.id, userId))
    .limit(1);
  const [user] = await withSignInState(db, rows, now);
  if (!user) throw notFound(TOOLBOX_USER_MESSAGES.notFound);
  return user;
}

type UserRow = { user: typeof users.$inferSelect; brokerageName: string | null };

/** Adds what login-limits and sessions say of each user: locked, active sessions, last sign-in. */
async function withSignInState(db: Db, rows: UserRow[], now: Date): Promise<ToolboxUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.user.id);
  const keys = rows.map((r) => accountKey(r.user.email));
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [attempts, active, lastSignIn] = await Promise.all([
    db
      .select({ key: authAttempts.key, succeeded: authAttempts.succeeded })
      .from(authAttempts)
      .where(and(inArray(authAttempts.key, keys), gt(authAttempts.createdAt, since)))
      .orderBy(desc(authAttempts.createdAt), desc(authAttempts.id)),
    db
      .select({ userId: sessions.userId, n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .groupBy(sessions.userId),
    db
      .select({ userId: sessions.userId, at: sql<Date>`max(${sessions.createdAt})` })
      .from(sessions)
      .where(inArray(sessions.userId, ids))
      .groupBy(sessions.userId),
  ]);
  return rows.map(({ user, brokerageName }) => {
    // As login-limits decides: the account's last N attempts in the window all failed.
    const recent = attempts
      .filter((a) => a.key === accountKey(user.email))
      .slice(0, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    const locked = recent.length >= LOGIN_MAX_FAILURES_PER_ACCOUNT && recent.every((a) => !a.succeeded);
    const last = lastSignIn.find((s) => s.userId === user.id)?.at;
    return {
      id: user.id,
      email: user.email,
      name: [user.givenName, user.familyName].filter(Boolean).join(' '),
      brokerageName,
      groups: user.groups,
      status: user.status,
      disabled: user.disabled,
      mfaEnabled: user.mfaEnabled,
      signInLocked: locked,
      activeSessions: active.find((s) => s.userId === user.id)?.n ?? 0,
      lastSignInAt: last ? new Date(last).toISOString() : null,
    };
  });
}

/**
 * One support action on a user, audited as `toolbox.{action}` with the super admin who did it.
 * Codes go through the outbox (delivered after the commit) and respect the resend limit.
 */
export async function runUserAction(
  deps: AuthDeps,
  actor: ToolboxActor,
  userId: string,
  action: ToolboxUserAction,
): Promise<{ message: string; user: ToolboxUser }> {
  const now = deps.now();
  const before = await findUser(deps.db, userId, now);
  const audit = (tx: Db, details: Record<string, unknown> = {}) =>
    writeAudit(tx, {
      action: `toolbox.${action}`,
      actorId: actor.id,
      entityId: userId,
      ip: actor.ip,
      details: { email: before.email, ...details },
      at: now,
    });
  let message: string;
  switch (action) {
    case 'unlock': {
      if (!before.signInLocked) throw badRequest(TOOLBOX_USER_MESSAGES.notLocked);
      await deps.db.transaction(async (tx) => {
        const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
        const gone = await tx
          .delete(authAttempts)
          .where(
            and(
              eq(authAttempts.key, accountKey(before.email)),
              eq(authAttempts.succeeded, false),
              gt(authAttempts.createdAt, since),
            ),
          )
          .returning({ id: authAttempts.id });
        await audit(tx, { failedAttemptsForgotten: gone.length });
      });
      message = TOOLBOX_USER_MESSAGES.unlocked;
      break;
    }
    case 'resend-confirmation':
    case 'send-reset-code': {
      const confirm = action === 'resend-confirmation';
      if (before.disabled) throw badRequest(TOOLBOX_USER_MESSAGES.disabled);
      if (confirm && before.status !== 'UNCONFIRMED')
        throw badRequest(TOOLBOX_USER_MESSAGES.alreadyConfirmed);
      const purpose = confirm ? 'confirm_signup' : 'reset_password';
      await deps.db.transaction(async (tx) => {
        if (!(await mayIssueCode(tx, userId, purpose, now)))
          throw tooManyRequests(TOOLBOX_USER_MESSAGES.tooManyCodes);
        await sendCode(tx, deps.email, { id: userId, email: before.email }, purpose, now);
        await audit(tx);
      });
      deps.deliver();
      message = confirm
        ? TOOLBOX_USER_MESSAGES.confirmationSent(before.email)
        : TOOLBOX_USER_MESSAGES.resetSent(before.email);
      break;
    }
    case 'end-sessions': {
      await deps.db.transaction(async (tx) => {
        await revokeUserSessions(tx, userId, now);
        await audit(tx, { sessionsEnded: before.activeSessions });
      });
      message = TOOLBOX_USER_MESSAGES.sessionsEnded(before.activeSessions);
      break;
    }
  }
  return { message, user: await findUser(deps.db, userId, now) };
}
