import type { MeUser } from '@bm/contracts';
import type { Locale } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { AuthDeps } from './deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { findUserById, findUserWithBrokerage, updateUser } from './repository.ts';
import { writeAudit } from '../audit-log/index.ts';
import { toMeUser } from './user-view.ts';

export async function getMe(db: Db, userId: string, settings: AuthDeps['settings']): Promise<MeUser | null> {
  const row = await findUserWithBrokerage(db, userId);
  return row ? toMeUser(row.user, row.brokerage, settings) : null;
}

/**
 * Turns email MFA on or off. The spec's MFA attributes: preference EMAIL, started at (when MFA was
 * last turned on) and updated at (any change).
 */
export async function setMfaPreference(deps: AuthDeps, userId: string, enabled: boolean, client: ClientInfo) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    const wasEnabled = user?.mfaEnabled ?? false;
    await updateUser(tx, userId, {
      mfaEnabled: enabled,
      mfaPreference: enabled ? 'EMAIL' : null,
      mfaStartedAt: enabled ? (wasEnabled ? user?.mfaStartedAt : now) : null,
      mfaUpdatedAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, {
      action: 'auth.mfa_preference',
      actorId: userId,
      ip: client.ip,
      details: { enabled },
      at: now,
    });
  });
  return getMe(deps.db, userId, deps.settings);
}

/** Remembers the language the user picked in the header (their screens and the server's answers). */
export async function setLanguage(deps: AuthDeps, userId: string, language: Locale) {
  await updateUser(deps.db, userId, { language, updatedAt: deps.now() });
  return getMe(deps.db, userId, deps.settings);
}
