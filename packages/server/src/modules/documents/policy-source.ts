import { and, desc, eq, inArray } from 'drizzle-orm';
import { formatDate, type PaymentPeriod, type PlanPaymentBilled } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, brokerages, policyTransactions, users } from '../../db/schema.ts';
import {
  CHANGE_PAYMENT_PLAN_TYPE,
  planChangesMade,
  planInvoices,
  planPaymentsBilled,
  readLedger,
} from '../policies/index.ts';
import { pinnedOrCurrentDefinition } from '../products/index.ts';

/** The changes after which the documents are issued again (and say so). */
export const DOCUMENT_CHANGE_TYPES = [
  'Endorsement',
  'Cancellation',
  'Reinstatement',
  CHANGE_PAYMENT_PLAN_TYPE,
] as const;

/** The latest change the documents are issued for: its type, effective date and reason. */
export interface PolicyChangeSummary {
  type: string;
  effectiveDate: Date | null;
  reason: string | null;
}

/** Everything the policy documents are drawn from. */
export interface PolicySource {
  application: typeof applications.$inferSelect;
  broker: { name: string; email: string } | null;
  brokerage: { name: string; address: string | null; phone: string | null; email: string | null } | null;
  /** The product definition the application was rated with (or the product's current one). */
  definition: unknown;
  /** The latest endorsement, cancellation or reinstatement; null while the policy is as bound. */
  latestChange?: PolicyChangeSummary | null;
  /**
   * Once a change of payment plan moved the plan (decision 0078): the plan it was bound on and the
   * plan payments it bills now (the schedule the declarations print). Absent: the plan never changed.
   */
  planChange?: { boundPeriod: PaymentPeriod; payments: PlanPaymentBilled[] } | null;
}

/** The plan payments a policy bills once its plan changed, or null when it never did. */
async function planChangeOf(
  db: Db,
  application: PolicySource['application'],
): Promise<PolicySource['planChange']> {
  const changes = await planChangesMade(db, application);
  if (!changes || !application.policyEffectiveDate) return null;
  const plan = await planInvoices(db, application, formatDate(application.policyEffectiveDate), changes);
  return {
    boundPeriod: changes.boundPeriod,
    payments: planPaymentsBilled(plan, await readLedger(db, application.id)),
  };
}

async function latestChangeOf(db: Db, applicationId: string): Promise<PolicyChangeSummary | null> {
  const [row] = await db
    .select({
      type: policyTransactions.type,
      effectiveDate: policyTransactions.effectiveDate,
      reason: policyTransactions.reason,
    })
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, applicationId),
        inArray(policyTransactions.type, [...DOCUMENT_CHANGE_TYPES]),
      ),
    )
    .orderBy(desc(policyTransactions.createdAt), desc(policyTransactions.id))
    .limit(1);
  return row ?? null;
}

/** The application with its broker, brokerage and product definition, or null when there is none. */
export async function loadPolicySource(db: Db, applicationId: string): Promise<PolicySource | null> {
  const [row] = await db
    .select({
      application: applications,
      brokerGivenName: users.givenName,
      brokerFamilyName: users.familyName,
      brokerEmail: users.email,
      brokerage: {
        name: brokerages.name,
        address: brokerages.address,
        phone: brokerages.phone,
        email: brokerages.email,
      },
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.brokerId))
    .leftJoin(brokerages, eq(brokerages.id, applications.brokerageId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) return null;
  const { application } = row;
  const brokerName = [row.brokerGivenName, row.brokerFamilyName].filter(Boolean).join(' ');
  return {
    application,
    broker: row.brokerEmail ? { name: brokerName || row.brokerEmail, email: row.brokerEmail } : null,
    brokerage: row.brokerage,
    definition: (await pinnedOrCurrentDefinition(db, application))?.definition ?? null,
    latestChange: await latestChangeOf(db, application.id),
    planChange: await planChangeOf(db, application),
  };
}
