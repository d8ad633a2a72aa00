import { eq } from 'drizzle-orm';
import type { Application } from '@bm/contracts';
import { choiceLabel, DECLINE_REASONS, MESSAGES, RENEWAL_MESSAGES, validateDecline } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  findApplication,
  lockApplication,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { findRenewalOf, recordChange, RENEWAL_HISTORY } from './records.ts';
import type { StopDeps } from './stop-service.ts';

export interface DeclineInput {
  declineReason: string;
  declineDescription: string;
}

/**
 * POST /api/applications/{id}/decline (spec 4: decline renewal sets the sales status to
 * Closed-Loss). On a renewal application: that application goes Closed-Loss. On the expiring
 * policy: its renewal (if one was offered) goes Closed-Loss and the policy becomes non-renewable,
 * so that no renewal is offered again.
 */
export async function declineRenewal(
  deps: StopDeps,
  user: AuthUser,
  id: string,
  body: DeclineInput,
): Promise<Application> {
  const { application: record } = await visibleApplication(deps.db, user, id);
  requireAction(user, record, 'Decline');
  const issue = validateDecline(body);
  if (issue) throw badRequest(issue.message, { field: issue.field });
  const onPolicy = record.status === 'bound';
  const reasonLabel = choiceLabel(DECLINE_REASONS, body.declineReason);
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const at = deps.now();
      const policy = onPolicy ? await lockApplication(tx, id) : null;
      const found = onPolicy ? await findRenewalOf(tx, id) : record;
      const renewal = found ? await lockApplication(tx, found.id) : null;
      if (renewal?.status === 'bound') throw conflict(RENEWAL_MESSAGES.renewalAlreadyBound);
      if (policy && (policy.status !== 'bound' || policy.nonRenewable))
        throw conflict(RENEWAL_MESSAGES.declineNotAllowed);
      if (!onPolicy && renewal?.salesStatus !== 'Open') throw conflict(RENEWAL_MESSAGES.declineNotAllowed);
      const entry = {
        type: RENEWAL_HISTORY.declined,
        userId: user.id,
        at,
        reason: reasonLabel,
        description: body.declineDescription || null,
        details: { declineReason: body.declineReason, renewalId: renewal?.id ?? null },
      };
      if (renewal && renewal.salesStatus === 'Open') {
        await tx
          .update(applications)
          .set({ salesStatus: 'Closed-Loss', updatedAt: at })
          .where(eq(applications.id, renewal.id));
        await recordChange(
          tx,
          {
            ...entry,
            applicationId: renewal.id,
            before: { salesStatus: renewal.salesStatus },
            after: { salesStatus: 'Closed-Loss' },
          },
          'application.renewal_declined',
        );
      }
      if (policy) {
        await tx
          .update(applications)
          .set({ nonRenewable: true, updatedAt: at })
          .where(eq(applications.id, policy.id));
        await recordChange(
          tx,
          {
            ...entry,
            applicationId: policy.id,
            before: { nonRenewable: false },
            after: { nonRenewable: true },
          },
          'application.renewal_declined',
        );
      }
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log?.error({ err: error, applicationId: id }, 'decline renewal failed');
    throw new HttpError(500, RENEWAL_MESSAGES.declineError);
  }
  const saved = await findApplication(deps.db, id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return toApplication(saved);
}
