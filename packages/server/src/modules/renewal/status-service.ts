import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RenewalLink, RenewalStatusResponse, StopRecord } from '@bm/contracts';
import { isCarrierOnly, POLICY_STATUSES, SALES_STATUSES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { policyTransactions } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { oneOf, visibleApplication } from '../policies/index.ts';
import { offerCheck, type RenewalDeps } from './offer-service.ts';
import { findRenewalOf, findRow, RENEWAL_HISTORY, type ApplicationRow } from './records.ts';

function link(row: ApplicationRow | null): RenewalLink | null {
  if (!row) return null;
  return {
    applicationId: row.id,
    policyNumber: row.policyNumber,
    status: oneOf(POLICY_STATUSES, row.status, 'status'),
    salesStatus: oneOf(SALES_STATUSES, row.salesStatus, 'salesStatus'),
    policyEffectiveDate: row.policyEffectiveDate?.toISOString() ?? null,
    policyExpiryDate: row.policyExpiryDate?.toISOString() ?? null,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The newest stop written on the record, as the 'Unavailable' banner shows it. */
async function latestStop(db: Db, id: string): Promise<StopRecord | null> {
  const [row] = await db
    .select()
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, id),
        inArray(policyTransactions.type, [RENEWAL_HISTORY.stopped, RENEWAL_HISTORY.bindStopped]),
      ),
    )
    .orderBy(desc(policyTransactions.createdAt))
    .limit(1);
  if (!row) return null;
  const details = (row.details ?? {}) as Record<string, unknown>;
  return {
    kind: row.type === RENEWAL_HISTORY.stopped ? 'stopRenewal' : 'stopBind',
    reason: text(details.reason),
    reasonLabel: text(details.reasonLabel) || (row.reason ?? ''),
    description: row.description ?? '',
    initiator: text(details.initiator),
    initiatorLabel: text(details.initiatorLabel),
    at: row.createdAt.toISOString(),
  };
}

/** GET /api/applications/{id}/renewal: the renewal, the policy it renews, the offer window, the stop. */
export async function renewalStatus(
  deps: RenewalDeps,
  user: AuthUser,
  id: string,
): Promise<RenewalStatusResponse> {
  const { application: record } = await visibleApplication(deps.db, user, id);
  const renewal = await findRenewalOf(deps.db, id);
  const renewalOf = record.renewalOfId ? await findRow(deps.db, record.renewalOfId) : null;
  const check = offerCheck(record, deps.now());
  const stopped = record.bindStopped || record.nonRenewable;
  return {
    renewal: link(renewal),
    renewalOf: link(renewalOf),
    offer: {
      available: !renewal && check.ok && !isCarrierOnly(user.flags),
      opensOn: check.opensOn,
      message: renewal || check.ok ? null : check.message,
    },
    stop: stopped ? await latestStop(deps.db, id) : null,
  };
}
