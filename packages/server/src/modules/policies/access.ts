import {
  availableActions,
  MESSAGES,
  type PaymentPeriod,
  type PolicyActionRecord,
  type PolicyModalType,
  type PolicyStatus,
  type SalesStatus,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, type HttpError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, canSee } from './access-scope.ts';
import {
  findApplication,
  lockApplication,
  type ApplicationRecord,
  type ApplicationRow,
} from './repository.ts';

/**
 * What a record the user may not see answers: 403 to a person, 404 to an API key, which is never
 * told that another brokerage's record exists (docs/decisions/0095).
 */
export function hiddenRecord(user: AuthUser): HttpError {
  return user.apiKey ? notFound(MESSAGES.applicationNotFound) : forbidden(MESSAGES.forbidden);
}

/** The application the user may see, or 404 / 403. */
export async function visibleApplication(db: Db, user: AuthUser, id: string): Promise<ApplicationRecord> {
  const record = await findApplication(db, id);
  if (!record) throw notFound(MESSAGES.applicationNotFound);
  if (!canSee(accessScope(user), record.application.brokerageId)) throw hiddenRecord(user);
  return record;
}

export const ACTION_NOT_ALLOWED = 'You are not allowed to do this on this policy.';

/**
 * Whether the user's role offers this action on this record (the same matrix as the UI menu).
 * `known` adds what the row alone does not say (e.g. that the policy has open invoices).
 */
export function offersAction(
  user: AuthUser,
  record: ApplicationRow,
  action: PolicyModalType,
  known: Pick<PolicyActionRecord, 'hasOpenInvoices'> = {},
): boolean {
  const actions = availableActions(user.flags, {
    status: record.status as PolicyStatus,
    salesStatus: record.salesStatus as SalesStatus,
    paymentPeriod: record.paymentPeriod as PaymentPeriod,
    productId: record.productId,
    nonRenewable: record.nonRenewable,
    bindStopped: record.bindStopped,
    renewalOfId: record.renewalOfId,
    ...known,
  });
  return actions.includes(action);
}

/** 403 unless the user's role offers this action on this record (the same matrix as the UI menu). */
export function requireAction(
  user: AuthUser,
  record: ApplicationRow,
  action: PolicyModalType,
  known: Pick<PolicyActionRecord, 'hasOpenInvoices'> = {},
) {
  if (!offersAction(user, record, action, known)) throw forbidden(ACTION_NOT_ALLOWED);
}

/**
 * Starts a policy change in the caller's transaction (docs/decisions/0019): the application row
 * locked `for update`, 404 when it does not exist or the user may not see it, 403 when the user's
 * role does not offer `action` on it as it is now. `conflict` is the caller's own check that the
 * row is still what it checked before the transaction (e.g. still lapsed, same owner): its error
 * (a 409) answers before visibility and permission, so a concurrent change reads as one. `known`
 * reads, under the lock, what the action matrix needs beyond the row (e.g. open invoices).
 */
export async function lockPolicyForChange(
  tx: Db,
  user: AuthUser,
  applicationId: string,
  action: PolicyModalType,
  conflict?: (locked: ApplicationRow) => HttpError | null,
  known?: (locked: ApplicationRow) => Promise<Pick<PolicyActionRecord, 'hasOpenInvoices'>>,
): Promise<ApplicationRow> {
  const locked = await lockApplication(tx, applicationId);
  if (!locked) throw notFound(MESSAGES.applicationNotFound);
  const changed = conflict?.(locked);
  if (changed) throw changed;
  if (!canSee(accessScope(user), locked.brokerageId)) throw notFound(MESSAGES.applicationNotFound);
  requireAction(user, locked, action, known ? await known(locked) : {});
  return locked;
}
