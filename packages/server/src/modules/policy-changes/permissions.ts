import {
  availableActions,
  type PaymentPeriod,
  type PolicyModalType,
  type PolicyStatus,
  type SalesStatus,
} from '@bm/domain';
import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import type { ApplicationRecord } from '../applications/repository.ts';

export const ACTION_NOT_ALLOWED = 'You are not allowed to do this on this policy.';

/** 403 unless the user's role offers this action on this record (the same matrix as the UI menu). */
export function requireAction(
  user: AuthUser,
  record: ApplicationRecord['application'],
  action: PolicyModalType,
) {
  const actions = availableActions(user.flags, {
    status: record.status as PolicyStatus,
    salesStatus: record.salesStatus as SalesStatus,
    paymentPeriod: record.paymentPeriod as PaymentPeriod,
    productId: record.productId,
    nonRenewable: record.nonRenewable,
    bindStopped: record.bindStopped,
    renewalOfId: record.renewalOfId,
  });
  if (!actions.includes(action)) throw forbidden(ACTION_NOT_ALLOWED);
}
