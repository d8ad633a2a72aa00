import { CONFIRMATION_CODE_TTL_MS, MFA_CODE_TTL_MS, RESET_CODE_TTL_MS } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { EmailService, OutgoingEmail } from '../../integrations/email/email-service.ts';
import { issueCode } from './codes.ts';
import { confirmationEmail, mfaEmail, resetPasswordEmail } from './emails.ts';

const KINDS = {
  confirm_signup: { ttlMs: CONFIRMATION_CODE_TTL_MS, email: confirmationEmail },
  reset_password: { ttlMs: RESET_CODE_TTL_MS, email: resetPasswordEmail },
  mfa: { ttlMs: MFA_CODE_TTL_MS, email: mfaEmail },
} satisfies Record<string, { ttlMs: number; email: (to: string, code: string) => OutgoingEmail }>;

export type EmailedCodePurpose = keyof typeof KINDS;

/**
 * Issues a 6-digit code (invalidating the user's earlier ones of that purpose) and writes its email
 * to the outbox, both inside `tx`. Returns the code row id.
 */
export async function sendCode(
  tx: Db,
  email: EmailService,
  user: { id: string; email: string },
  purpose: EmailedCodePurpose,
  now: Date,
): Promise<string> {
  const kind = KINDS[purpose];
  const { id, code } = await issueCode(tx, { userId: user.id, purpose, ttlMs: kind.ttlMs, now });
  await email.enqueue(tx, kind.email(user.email, code));
  return id;
}
