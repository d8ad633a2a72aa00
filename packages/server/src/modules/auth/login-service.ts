import type { LoginBody, LoginResponse } from '@bm/contracts';
import { MESSAGES, MFA_CODE_TTL_MS } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { checkCode, consumeCode, findChallenge, invalidateCodes, issueCode } from './codes.ts';
import type { AuthDeps } from './deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { maskEmail } from './emails.ts';
import { recordAttempt, reserveLoginAttempt, succeedLoginAttempt } from './login-limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  findUserByEmail,
  findUserById,
  findUserWithBrokerage,
  updateUser,
  type UserRow,
} from './repository.ts';
import { writeAudit } from '../audit-log/index.ts';
import { sendCode } from './send-code.ts';
import { createSession } from './sessions.ts';
import { sendConfirmationIfAllowed } from './signup-service.ts';
import { toMeUser } from './user-view.ts';

/** The answer, plus the new session's token when the user is now signed in. */
export interface SignInResult {
  body: LoginResponse;
  sessionToken?: string;
}

/** How long an invited user has to choose a password after signing in with the temporary one. */
const NEW_PASSWORD_CHALLENGE_TTL_MS = MFA_CODE_TTL_MS;

export async function login(deps: AuthDeps, body: LoginBody, client: ClientInfo): Promise<SignInResult> {
  const now = deps.now();
  // Counted as a failure until the password proves right (limits hold across processes).
  const attempt = await reserveLoginAttempt(deps.db, body.email, client.ip, now);
  const user = await findUserByEmail(deps.db, body.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk || user.disabled) {
    await deps.db.transaction(async (tx) => {
      const reason = !user ? 'unknown email' : !passwordOk ? 'wrong password' : 'disabled';
      const details = { email: body.email, reason };
      await writeAudit(tx, {
        action: 'auth.login_failed',
        actorId: user?.id ?? null,
        ip: client.ip,
        details,
        at: now,
      });
    });
    throw unauthorized(MESSAGES.incorrectLogin);
  }
  const result = await deps.db.transaction(async (tx) => {
    await succeedLoginAttempt(tx, attempt);
    return afterPassword(tx, deps, user, client, now);
  });
  deps.deliver();
  return result;
}

/** The next step once the password is right, depending on the account's status. */
async function afterPassword(
  tx: Db,
  deps: AuthDeps,
  user: UserRow,
  client: ClientInfo,
  now: Date,
): Promise<SignInResult> {
  if (user.status === 'UNCONFIRMED') {
    await sendConfirmationIfAllowed(tx, deps, user, now);
    return { body: { status: 'confirmSignUp', email: user.email } };
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const challenge = await issueCode(tx, {
      userId: user.id,
      purpose: 'new_password',
      ttlMs: NEW_PASSWORD_CHALLENGE_TTL_MS,
      now,
    });
    return { body: { status: 'newPasswordRequired', challengeId: challenge.id } };
  }
  return secondStep(tx, deps, user, client, now);
}

/** After the password: an emailed MFA code when the user has MFA on, otherwise a session. */
async function secondStep(
  tx: Db,
  deps: AuthDeps,
  user: UserRow,
  client: ClientInfo,
  now: Date,
): Promise<SignInResult> {
  if (!user.mfaEnabled) return signIn(tx, deps, user, client, now);
  const challengeId = await sendCode(tx, deps.email, user, 'mfa', now);
  const body = { status: 'mfaRequired' as const, challengeId, destination: maskEmail(user.email) };
  return { body };
}

async function signIn(
  tx: Db,
  deps: AuthDeps,
  user: UserRow,
  client: ClientInfo,
  now: Date,
): Promise<SignInResult> {
  const sessionToken = await createSession(tx, user.id, client, now);
  await writeAudit(tx, { action: 'auth.login', actorId: user.id, ip: client.ip, at: now });
  const row = await findUserWithBrokerage(tx, user.id);
  return {
    body: { status: 'signedIn', user: toMeUser(row!.user, row!.brokerage, deps.settings) },
    sessionToken,
  };
}

/** The emailed MFA code: single use, MFA_CODE_TTL_MS, CODE_MAX_ATTEMPTS tries. */
export async function completeMfa(
  deps: AuthDeps,
  body: { challengeId: string; code: string },
  client: ClientInfo,
): Promise<SignInResult> {
  const now = deps.now();
  const found = await findChallenge(deps.db, body.challengeId, 'mfa');
  const user = found ? await findUserById(deps.db, found.userId) : null;
  if (!user || user.disabled) throw badRequest(MESSAGES.invalidCode);
  // A wrong code counts against the account as a failed sign-in, so new challenges cannot be farmed.
  const onWrongCode = () => recordAttempt(deps.db, { email: user.email, succeeded: false, now });
  const row = await checkCode(deps.db, found, body.code, now, onWrongCode);
  return deps.db.transaction(async (tx) => {
    await consumeCode(tx, row.id, now);
    await recordAttempt(tx, { email: user.email, succeeded: true, now });
    return signIn(tx, deps, user, client, now);
  });
}

/** An invited user (FORCE_CHANGE_PASSWORD) sets their own password, then signs in. */
export async function completeNewPassword(
  deps: AuthDeps,
  body: { challengeId: string; newPassword: string },
  client: ClientInfo,
): Promise<SignInResult> {
  const now = deps.now();
  const row = await findChallenge(deps.db, body.challengeId, 'new_password');
  const usable = row && !row.consumedAt && row.expiresAt.getTime() > now.getTime();
  const user = usable ? await findUserById(deps.db, row.userId) : null;
  if (!row || !user || user.disabled) throw badRequest(MESSAGES.signInExpired);
  const passwordHash = await hashPassword(body.newPassword);
  const result = await deps.db.transaction(async (tx) => {
    await consumeCode(tx, row.id, now);
    await invalidateCodes(tx, user.id, now);
    await updateUser(tx, user.id, { passwordHash, status: 'CONFIRMED', updatedAt: now });
    await writeAudit(tx, { action: 'auth.new_password', actorId: user.id, ip: client.ip, at: now });
    return secondStep(tx, deps, { ...user, status: 'CONFIRMED' }, client, now);
  });
  deps.deliver();
  return result;
}
