import { randomUUID } from 'node:crypto';
import type { SignupBody } from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findBrokerage } from '../brokerages/index.ts';
import { acceptInvitation } from '../partnerships/index.ts';
import { checkCode, consumeCode, latestCode, mayIssueCode } from './codes.ts';
import type { AuthDeps } from './deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser, updateUser } from './repository.ts';
import { writeAudit } from '../audit-log/index.ts';
import { sendCode } from './send-code.ts';

/** Creates an UNCONFIRMED broker in the chosen brokerage and emails a confirmation code. */
export async function signup(deps: AuthDeps, body: SignupBody, client: ClientInfo) {
  const brokerage = await findBrokerage(deps.db, body.brokerage);
  if (!brokerage) throw notFound(MESSAGES.noSuchBrokerage);
  if (await findUserByEmail(deps.db, body.email)) throw conflict(MESSAGES.emailTaken);
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  const user = { id: randomUUID(), email: body.email };
  try {
    await deps.db.transaction(async (tx) => {
      await insertUser(tx, {
        ...user,
        givenName: body.givenName,
        familyName: body.familyName,
        passwordHash,
        groups: ['Standard'],
        brokerageId: brokerage.id,
        status: 'UNCONFIRMED',
        createdAt: now,
        updatedAt: now,
      });
      await sendCode(tx, deps.email, user, 'confirm_signup', now);
      // An invited broker's invitation to this brokerage is accepted (Setup Partnership).
      await acceptInvitation(tx, brokerage.id, user.email, now);
      await writeAudit(tx, {
        action: 'auth.signup',
        actorId: user.id,
        ip: client.ip,
        details: { brokerageId: brokerage.id },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  deps.deliver();
  return { status: 'confirmSignUp' as const, email: user.email };
}

export async function confirmSignup(
  deps: AuthDeps,
  body: { email: string; code: string },
  client: ClientInfo,
) {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, body.email);
  const found = user ? await latestCode(deps.db, user.id, 'confirm_signup') : null;
  const row = await checkCode(deps.db, found, body.code, now);
  await deps.db.transaction(async (tx) => {
    await consumeCode(tx, row.id, now);
    await updateUser(tx, row.userId, { status: 'CONFIRMED', updatedAt: now });
    await writeAudit(tx, { action: 'auth.confirm', actorId: row.userId, ip: client.ip, at: now });
  });
  return { ok: true as const };
}

/** Sends a fresh code to an unconfirmed account; answers the same whether or not it exists. */
export async function resendConfirmation(deps: AuthDeps, email: string) {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, email);
  if (user?.status === 'UNCONFIRMED' && !user.disabled) {
    const sent = await deps.db.transaction((tx) => sendConfirmationIfAllowed(tx, deps, user, now));
    if (sent) deps.deliver();
  }
  return { status: 'confirmSignUp' as const, email };
}

/** Writes a new confirmation code email inside `tx`, unless too many were sent recently. */
export async function sendConfirmationIfAllowed(
  tx: Db,
  deps: AuthDeps,
  user: { id: string; email: string },
  now: Date,
): Promise<boolean> {
  if (!(await mayIssueCode(tx, user.id, 'confirm_signup', now))) return false;
  await sendCode(tx, deps.email, user, 'confirm_signup', now);
  return true;
}
