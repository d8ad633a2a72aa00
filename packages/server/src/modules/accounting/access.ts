import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';

/** Finance Ops and accounting: finance staff and super admins (spec 2.1/2.2; issue 15 item 5). */
export function requireFinanceOps(user: AuthUser): AuthUser {
  if (!user.flags.superadmin && !user.flags.financialUser)
    throw forbidden('Finance Ops is for finance staff and super admins.');
  return user;
}

export const userLabel = (
  user: { givenName: string | null; familyName: string | null; email: string } | null,
) => (user ? [user.givenName, user.familyName].filter(Boolean).join(' ') || user.email : null);
