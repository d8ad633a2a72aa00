import { eq, sql } from 'drizzle-orm';
import type { WebhookPolicy } from '@bm/contracts';
import { POLICY_STATUSES, type PolicyStatus } from '@bm/domain';
import type { Db } from '../../../db/client.ts';
import { applications, ledgerEntries, users } from '../../../db/schema.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const n = (value: unknown) => Number(value ?? 0);

/**
 * The policy as it now is, for an event's payload (contracts webhookPolicySchema): read in the
 * change's transaction after its update, in one query (the row, its broker, its ledger summed).
 */
export async function readPolicySnapshot(tx: Db, applicationId: string): Promise<WebhookPolicy> {
  const [row] = await tx
    .select({
      a: applications,
      brokerName: sql<string | null>`nullif(concat_ws(' ', ${users.givenName}, ${users.familyName}), '')`,
      brokerEmail: users.email,
      balance: sql<{ billed: unknown; paid: unknown } | null>`(
        select json_build_object(
          'billed', coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'charge'), 0)
            - coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('void', 'writeOff')), 0),
          'paid', coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'payment'), 0)
            - coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'refund'), 0))
        from ${ledgerEntries} where ${ledgerEntries.applicationId} = ${applications.id})`,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.brokerId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) throw new Error(`webhook event: application ${applicationId} not found`);
  const { a } = row;
  if (!(POLICY_STATUSES as readonly string[]).includes(a.status)) {
    throw new Error(`unexpected status '${a.status}' in the database`);
  }
  const billed = n(row.balance?.billed);
  const paid = n(row.balance?.paid);
  return {
    id: a.id,
    policyNumber: a.policyNumber,
    status: a.status as PolicyStatus,
    salesStatus: a.salesStatus,
    transactionType: a.transactionType,
    renewalOfId: a.renewalOfId,
    nonRenewable: a.nonRenewable,
    insured: {
      name: a.insuredName,
      email: a.email,
      phone: a.phone,
      province: a.province,
      correspondenceLanguage: a.correspondenceLanguage,
    },
    product: { id: a.productId, name: a.productName },
    brokerage: { id: a.brokerageId, name: a.brokerageName },
    broker:
      a.brokerId && row.brokerEmail
        ? { id: a.brokerId, name: row.brokerName ?? row.brokerEmail, email: row.brokerEmail }
        : null,
    paymentPeriod: a.paymentPeriod,
    effectiveDate: iso(a.policyEffectiveDate),
    expiryDate: iso(a.policyExpiryDate),
    boundDate: iso(a.boundDate),
    premium: { premiums: a.premiumsSum, total: a.totalPremium },
    balance: { billed, paid, owing: billed - paid },
    updatedAt: a.updatedAt.toISOString(),
  };
}
