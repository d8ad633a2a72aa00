import { RENEWAL_MESSAGES } from '@bm/domain';

/**
 * Why an application may not be bound because of a stop (spec 4), or null: a stopped bind, or a
 * renewal whose renewal was stopped. The pay and manual bind paths ask before binding.
 */
export function bindRefusal(row: {
  bindStopped: boolean;
  nonRenewable: boolean;
  renewalOfId: string | null;
}) {
  if (row.renewalOfId && row.nonRenewable) return RENEWAL_MESSAGES.renewalStopped;
  if (row.bindStopped) return RENEWAL_MESSAGES.bindStopped;
  return null;
}
