import { eq } from 'drizzle-orm';
import type { Application, CorrespondenceLanguageBody } from '@bm/contracts';
import { canChangeCorrespondenceLanguage, MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  accessScope,
  ACTION_NOT_ALLOWED,
  canSee,
  findApplication,
  lockApplication,
  recordPolicyChange,
  toApplication,
} from '../policies/index.ts';

/** The history row of a change of the insured's language, shown as-is in the record's timeline. */
export const CORRESPONDENCE_LANGUAGE_CHANGE = 'Correspondence Language';

export interface CorrespondenceDeps {
  db: Db;
  now: () => Date;
}

/**
 * PUT /api/applications/{id}/correspondenceLanguage (decision 0079): the insured's language of
 * correspondence, chosen by a user who acts on the record. From then on it no longer follows the
 * insured's province. A change of language is a policy change that moves no money (history and
 * audit through recordPolicyChange); choosing the language the record already has only marks it chosen.
 */
export async function changeCorrespondenceLanguage(
  deps: CorrespondenceDeps,
  user: AuthUser,
  id: string,
  body: CorrespondenceLanguageBody,
): Promise<Application> {
  const language = body.correspondenceLanguage;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const at = deps.now();
    const locked = await lockApplication(tx, id);
    if (!locked || !canSee(accessScope(user), locked.brokerageId)) {
      throw notFound(MESSAGES.applicationNotFound);
    }
    if (!canChangeCorrespondenceLanguage(user.flags)) throw forbidden(ACTION_NOT_ALLOWED);
    if (locked.correspondenceLanguage === language) {
      if (!locked.correspondenceLanguageChosen) {
        await tx
          .update(applications)
          .set({ correspondenceLanguageChosen: true })
          .where(eq(applications.id, id));
      }
      return;
    }
    const before = { correspondenceLanguage: locked.correspondenceLanguage };
    const after = { correspondenceLanguage: language };
    await recordPolicyChange(tx, {
      application: locked,
      type: CORRESPONDENCE_LANGUAGE_CHANGE,
      userId: user.id,
      at,
      update: { correspondenceLanguage: language, correspondenceLanguageChosen: true },
      history: { before, after },
      audit: { action: 'application.correspondence_language_changed', details: { ...before, to: language } },
    });
  });
  const saved = await findApplication(deps.db, id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return toApplication(saved);
}
