import { eq } from 'drizzle-orm';
import type { Application, StopActionBody } from '@bm/contracts';
import {
  choiceLabel,
  MESSAGES,
  RENEWAL_MESSAGES,
  STOP_REASONS,
  stopActionsFor,
  stopInitiators,
  validateStopAction,
  type PolicyStatus,
  type SalesStatus,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ApplicationRecord,
  findApplication,
  lockApplication,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import type { RenewalDeps } from './offer-service.ts';
import { findRenewalOf, recordChange, RENEWAL_HISTORY, type ApplicationRow } from './records.ts';

/** The record's marketplace name (a white-label marketplace the application came from), or null. */
export function marketplaceName(row: Pick<ApplicationRow, 'marketplace'>): string | null {
  const name = (row.marketplace as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

type StopInput = Required<{ [K in keyof StopActionBody]: string }>;

function stopDetails(row: ApplicationRow, body: StopInput) {
  return {
    reason: body.reason,
    reasonLabel: choiceLabel(STOP_REASONS, body.reason),
    initiator: body.initiator,
    initiatorLabel: choiceLabel(stopInitiators(marketplaceName(row)), body.initiator),
  };
}

/** The permission, the spec's field rules and the stop kinds the record allows; returns the record. */
async function checkStop(
  deps: RenewalDeps,
  user: AuthUser,
  id: string,
  body: StopInput,
  kind: 'stopRenewal' | 'stopBind',
): Promise<ApplicationRecord['application']> {
  const { application } = await visibleApplication(deps.db, user, id);
  requireAction(user, application, 'StopActionModal');
  const issue = validateStopAction(body, marketplaceName(application));
  if (issue) throw badRequest(issue);
  const allowed = stopActionsFor({
    ...application,
    status: application.status as PolicyStatus,
    salesStatus: application.salesStatus as SalesStatus,
  });
  if (!allowed.includes(kind)) {
    throw conflict(
      kind === 'stopRenewal' ? RENEWAL_MESSAGES.stopRenewalNotAllowed : RENEWAL_MESSAGES.stopBindNotAllowed,
    );
  }
  return application;
}

/** Runs a change; anything but a refusal of ours becomes the spec's stop-action error (a 500). */
async function guarded<T>(
  deps: { log?: { error: (d: Record<string, unknown>, m: string) => void } },
  id: string,
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log?.error({ err: error, applicationId: id }, 'stop action failed');
    throw new HttpError(500, RENEWAL_MESSAGES.stopError);
  }
}

async function answer(db: Db, id: string): Promise<Application> {
  const record = await findApplication(db, id);
  if (!record) throw notFound(MESSAGES.applicationNotFound);
  return toApplication(record);
}

export type StopDeps = RenewalDeps & { log?: { error: (d: Record<string, unknown>, m: string) => void } };

/**
 * PUT /api/applications/{id}/stopRenewal (spec 4): on a bound policy or on its renewal
 * application, marks the expiring policy non-renewable and closes its renewal application
 * (non-renewable and bind stopped; the sales status stays), so the renewal cannot be bound.
 */
export async function stopRenewal(deps: StopDeps, user: AuthUser, id: string, body: StopInput) {
  const record = await checkStop(deps, user, id, body, 'stopRenewal');
  const policyId = record.status === 'bound' ? record.id : record.renewalOfId;
  if (!policyId) throw conflict(RENEWAL_MESSAGES.stopRenewalNotAllowed);
  await guarded(deps, id, () =>
    deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const at = deps.now();
      const policy = await lockApplication(tx, policyId);
      if (!policy) throw notFound(MESSAGES.applicationNotFound);
      const found = await findRenewalOf(tx, policyId);
      const renewal = found ? await lockApplication(tx, found.id) : null;
      if (renewal?.status === 'bound') throw conflict(RENEWAL_MESSAGES.renewalAlreadyBound);
      if (policy.nonRenewable && (!renewal || renewal.bindStopped)) {
        throw conflict(RENEWAL_MESSAGES.stopRenewalNotAllowed);
      }
      const details = { ...stopDetails(record, body), renewalId: renewal?.id ?? null, policyId };
      await tx
        .update(applications)
        .set({ nonRenewable: true, updatedAt: at })
        .where(eq(applications.id, policyId));
      const entry = {
        type: RENEWAL_HISTORY.stopped,
        userId: user.id,
        at,
        reason: details.reasonLabel,
        description: body.reasonDescription,
        details,
      };
      await recordChange(
        tx,
        {
          ...entry,
          applicationId: policyId,
          before: { nonRenewable: policy.nonRenewable },
          after: { nonRenewable: true },
        },
        'application.renewal_stopped',
      );
      if (renewal) {
        await tx
          .update(applications)
          .set({ nonRenewable: true, bindStopped: true, updatedAt: at })
          .where(eq(applications.id, renewal.id));
        await recordChange(
          tx,
          {
            ...entry,
            applicationId: renewal.id,
            before: { nonRenewable: renewal.nonRenewable, bindStopped: renewal.bindStopped },
            after: { nonRenewable: true, bindStopped: true },
          },
          'application.renewal_stopped',
        );
      }
    }),
  );
  return answer(deps.db, id);
}

/**
 * PUT /api/applications/{id}/stopBind (spec 4): closes an open quoted or referred application so
 * that it shows as unavailable and can no longer be bound or paid.
 */
export async function stopBind(deps: StopDeps, user: AuthUser, id: string, body: StopInput) {
  const record = await checkStop(deps, user, id, body, 'stopBind');
  await guarded(deps, id, () =>
    deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const at = deps.now();
      const locked = await lockApplication(tx, id);
      if (!locked || !['quoted', 'referred'].includes(locked.status) || locked.bindStopped) {
        throw conflict(RENEWAL_MESSAGES.stopBindNotAllowed);
      }
      await tx.update(applications).set({ bindStopped: true, updatedAt: at }).where(eq(applications.id, id));
      const details = stopDetails(record, body);
      await recordChange(
        tx,
        {
          applicationId: id,
          type: RENEWAL_HISTORY.bindStopped,
          userId: user.id,
          at,
          reason: details.reasonLabel,
          description: body.reasonDescription,
          before: { bindStopped: false },
          after: { bindStopped: true },
          details,
        },
        'application.bind_stopped',
      );
    }),
  );
  return answer(deps.db, id);
}
