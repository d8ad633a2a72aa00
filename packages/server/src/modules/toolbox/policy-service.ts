import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { ToolboxPolicyTerm } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { applications, invoices, ledgerEntries, policyTransactions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

export const POLICY_NOT_FOUND = 'No policy has that number.';

/**
 * The raw ledger of each term with that policy number (a renewal term is its own record), entry by
 * entry in the order written, with the invoice and the change that wrote each, and the sum of the
 * entries by kind. Read-only: a correction is a new change through the record, never an edit here.
 */
export async function policyLedger(db: Db, policyNumber: string): Promise<ToolboxPolicyTerm[]> {
  const terms = await db
    .select({
      id: applications.id,
      policyNumber: applications.policyNumber,
      insuredName: applications.insuredName,
      status: applications.status,
      brokerageName: applications.brokerageName,
      policyEffectiveDate: applications.policyEffectiveDate,
    })
    .from(applications)
    .where(eq(applications.policyNumber, policyNumber))
    .orderBy(desc(applications.policyEffectiveDate))
    .limit(20);
  if (terms.length === 0) throw notFound(POLICY_NOT_FOUND);
  const entries = await db
    .select({
      id: ledgerEntries.id,
      applicationId: ledgerEntries.applicationId,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      component: ledgerEntries.component,
      amount: ledgerEntries.amount,
      invoiceNumber: invoices.number,
      changeType: policyTransactions.type,
      paymentId: ledgerEntries.paymentId,
      refundId: ledgerEntries.refundId,
      manual: ledgerEntries.manual,
    })
    .from(ledgerEntries)
    .innerJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .innerJoin(policyTransactions, eq(policyTransactions.id, ledgerEntries.changeId))
    .where(
      inArray(
        ledgerEntries.applicationId,
        terms.map((t) => t.id),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  return terms.map((term) => {
    const own = entries.filter((e) => e.applicationId === term.id);
    const totals: Record<string, number> = {};
    for (const e of own) totals[e.kind] = (totals[e.kind] ?? 0) + e.amount;
    return {
      applicationId: term.id,
      policyNumber: term.policyNumber ?? policyNumber,
      insuredName: term.insuredName || null,
      status: term.status,
      brokerageName: term.brokerageName,
      policyEffectiveDate: term.policyEffectiveDate?.toISOString() ?? null,
      totals,
      entries: own.map(({ applicationId: _, createdAt, ...e }) => ({ ...e, createdAt: createdAt.toISOString() })),
    };
  });
}
