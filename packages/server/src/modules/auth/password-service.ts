import { checkCode, consumeCode, invalidateCodes, latestCode, mayIssueCode } from './codes.ts';
import type { AuthDeps } from './deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { maskEmail } from './emails.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, updateUser } from './repository.ts';
import { writeAudit } from '../audit-log/index.ts';
import { sendCode } from './send-code.ts';
import { revokeUserSessions } from './sessions.ts';

/** Emails a reset code; the answer is the same whether or not the account exists. */
export async function forgotPassword(deps: AuthDeps, email: string) {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.disabled) {
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await mayIssueCode(tx, user.id, 'reset_password', now))) return false;
      await sendCode(tx, deps.email, user, 'reset_password', now);
      return true;
    });
    if (sent) deps.deliver();
  }
  return { status: 'codeSent' as const, destination: maskEmail(email) };
}

/**
 * Sets a new password with an emailed code. The code proves the address, so an unconfirmed or
 * invited account becomes CONFIRMED. Every session and pending code of the user ends.
 */
export async function resetPassword(
  deps: AuthDeps,
  body: { email: string; code: string; newPassword: string },
  client: ClientInfo,
) {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, body.email);
  const found = user && !user.disabled ? await latestCode(deps.db, user.id, 'reset_password') : null;
  const row = await checkCode(deps.db, found, body.code, now);
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await consumeCode(tx, row.id, now);
    await invalidateCodes(tx, row.userId, now);
    await updateUser(tx, row.userId, { passwordHash, status: 'CONFIRMED', updatedAt: now });
    await revokeUserSessions(tx, row.userId, now);
    await writeAudit(tx, { action: 'auth.password_reset', actorId: row.userId, ip: client.ip, at: now });
  });
  return { ok: true as const };
}
