import type { PolicyStatus, SalesStatus } from '../statuses.ts';

export type StopActionKind = 'stopRenewal' | 'stopBind';

export interface StopActionRecord {
  status: PolicyStatus;
  salesStatus: SalesStatus;
  nonRenewable: boolean;
  bindStopped?: boolean;
  renewalOfId?: string | null;
}

const BINDABLE: readonly PolicyStatus[] = ['quoted', 'referred'];

/** An open renewal application: not bound yet, not closed, not stopped. */
export function isOpenRenewal(record: StopActionRecord): boolean {
  return (
    Boolean(record.renewalOfId) &&
    !['bound', 'cancelled', 'lapsed'].includes(record.status) &&
    record.salesStatus === 'Open' &&
    !record.nonRenewable &&
    !record.bindStopped
  );
}

/**
 * The stops a record allows (spec 2.6 StopActionModal, spec 4): stop renewal on a bound renewable
 * policy or on its open renewal application; stop bind on an open quoted or referred application
 * (a renewal application too: that closes only the application, not the renewal).
 */
export function stopActionsFor(record: StopActionRecord): StopActionKind[] {
  const kinds: StopActionKind[] = [];
  if ((record.status === 'bound' && !record.nonRenewable) || isOpenRenewal(record)) kinds.push('stopRenewal');
  if (BINDABLE.includes(record.status) && record.salesStatus === 'Open' && !record.bindStopped) {
    kinds.push('stopBind');
  }
  return kinds;
}

/** Decline renewal (spec 4): on a bound renewable policy, or on its open renewal application. */
export function canDeclineRenewal(record: StopActionRecord): boolean {
  return (record.status === 'bound' && !record.nonRenewable) || isOpenRenewal(record);
}
