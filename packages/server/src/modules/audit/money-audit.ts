import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ACCOUNTS, auditPolicyMoney, type Cents, type MoneyFinding } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import {
  applications,
  invoices,
  journalEntries,
  journalLines,
  ledgerEntries,
  payments,
  policyTransactions,
  refunds,
} from '../../db/schema.ts';
import { countPendingSources, journalPendingSources } from '../accounting/index.ts';
import { toLedgerEntry } from '../policies/index.ts';

/**
 * The money audit (issue 25 item 5; docs/decisions/0064): every policy's books against its ledger
 * (domain auditPolicyMoney: invoices, card charges and refunds, refunds by hand, the commission
 * report's lines, the journal's receivable) and the journal as a whole (every entry balanced,
 * nothing in suspense), over the whole database, a batch of policies at a time.
 */

export interface PolicyFinding extends MoneyFinding {
  applicationId: string;
  policyNumber: string | null;
}

export interface MoneyAuditReport {
  /** Policies read. */
  policies: number;
  findings: PolicyFinding[];
  journal: {
    /** Entries the audit journaled first (as a sync would), or null when asked not to. */
    journaled: number | null;
    /** Money-moving sources not yet journaled (the receivable is then not checked). */
    pendingSources: number;
    unbalancedEntries: number;
    suspense: Cents;
  };
}

export interface MoneyAuditOptions {
  /** Journal what is pending first, as the accounting sync does (idempotent); default true. */
  journal?: boolean;
  batchSize?: number;
  /** Only these policies (and the journal entries of theirs); default every one. */
  applicationIds?: readonly string[];
  onProgress?: (done: number) => void;
}

const n = (value: unknown) => Number(value ?? 0);

export async function auditMoney(db: Db, options: MoneyAuditOptions = {}): Promise<MoneyAuditReport> {
  const batchSize = options.batchSize ?? 500;
  const journaled = options.journal === false ? null : (await journalPendingSources(db)).entries;
  const pendingSources = await countPendingSources(db);
  const findings: PolicyFinding[] = [];
  let policies = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: applications.id, policyNumber: applications.policyNumber })
      .from(applications)
      .where(
        options.applicationIds
          ? and(gt(applications.id, after), inArray(applications.id, [...options.applicationIds]))
          : gt(applications.id, after),
      )
      .orderBy(asc(applications.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    const ids = batch.map((row) => row.id);
    const [ledgerRows, invoiceRows, chargeRows, refundRows, reportRows, receivableRows] = await Promise.all([
      db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.applicationId, ids))
        .orderBy(asc(ledgerEntries.id)),
      db
        .select({
          id: invoices.id,
          applicationId: invoices.applicationId,
          number: invoices.number,
          amountDue: invoices.amountDue,
          amountPaid: invoices.amountPaid,
          status: invoices.status,
        })
        .from(invoices)
        .where(inArray(invoices.applicationId, ids)),
      db
        .select({ id: payments.id, applicationId: payments.applicationId, amount: payments.amount })
        .from(payments)
        .where(and(inArray(payments.applicationId, ids), eq(payments.status, 'succeeded'))),
      db
        .select({
          applicationId: refunds.applicationId,
          paymentId: refunds.paymentId,
          amount: refunds.amount,
          status: refunds.status,
          manual: refunds.manual,
        })
        .from(refunds)
        .where(inArray(refunds.applicationId, ids)),
      db
        .select({
          applicationId: policyTransactions.applicationId,
          charged: sql<string>`coalesce(sum((${policyTransactions.reportFigures}->>'totalCharged')::bigint), 0)`,
        })
        .from(policyTransactions)
        .where(inArray(policyTransactions.applicationId, ids))
        .groupBy(policyTransactions.applicationId),
      db
        .select({
          applicationId: journalEntries.applicationId,
          balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)`,
        })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(
          and(
            inArray(journalEntries.applicationId, ids),
            eq(journalLines.accountCode, ACCOUNTS.receivable.code),
          ),
        )
        .groupBy(journalEntries.applicationId),
    ]);
    // Each batch's rows grouped once by policy (a filter per policy read every row of the batch
    // for each of its 500 policies).
    const grouped = <T extends { applicationId: string | null }>(rows: T[]) => {
      const byPolicy = new Map<string, T[]>();
      for (const row of rows) {
        if (!row.applicationId) continue;
        const list = byPolicy.get(row.applicationId);
        if (list) list.push(row);
        else byPolicy.set(row.applicationId, [row]);
      }
      return (id: string) => byPolicy.get(id) ?? [];
    };
    const ledgerOf = grouped(ledgerRows);
    const invoicesOf = grouped(invoiceRows);
    const chargesOf = grouped(chargeRows);
    const refundsOf = grouped(refundRows);
    const chargedOf = new Map(reportRows.map((row) => [row.applicationId, n(row.charged)]));
    const receivableOf = new Map(receivableRows.map((row) => [row.applicationId, n(row.balance)]));
    for (const policy of batch) {
      const ledger = ledgerOf(policy.id).map(toLedgerEntry);
      const policyInvoices = invoicesOf(policy.id);
      const charges = chargesOf(policy.id);
      const policyRefunds = refundsOf(policy.id);
      const charged = chargedOf.get(policy.id) ?? 0;
      if (!ledger.length && !policyInvoices.length && !charges.length && !policyRefunds.length && !charged)
        continue;
      policies += 1;
      const found = auditPolicyMoney({
        ledger,
        invoices: policyInvoices,
        cardCharges: charges,
        cardRefunds: policyRefunds.filter(
          (refund) => !refund.manual && (refund.status === 'succeeded' || refund.status === 'pending'),
        ),
        manualRefunds: policyRefunds.filter((refund) => refund.manual),
        reportTotalCharged: charged,
        journalReceivable: pendingSources > 0 ? null : (receivableOf.get(policy.id) ?? 0),
      });
      for (const finding of found)
        findings.push({ applicationId: policy.id, policyNumber: policy.policyNumber, ...finding });
    }
    options.onProgress?.(policies);
  }
  const ofPolicies = options.applicationIds
    ? sql`${journalEntries.applicationId} in (${sql.join(
        options.applicationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`true`;
  const unbalanced = await db.execute(sql`
    select count(*)::int as n from (
      select ${journalLines.entryId} from ${journalLines}
      join ${journalEntries} on ${journalEntries.id} = ${journalLines.entryId}
      where ${ofPolicies}
      group by ${journalLines.entryId}
      having sum(${journalLines.debit}) <> sum(${journalLines.credit})
    ) as unbalanced`);
  const [suspense] = await db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalLines.accountCode, ACCOUNTS.suspense.code), ofPolicies));
  return {
    policies,
    findings,
    journal: {
      journaled,
      pendingSources,
      unbalancedEntries: n((unbalanced as unknown as { rows: { n: number }[] }).rows[0]?.n),
      suspense: n(suspense?.balance),
    },
  };
}

/** Whether the audit found nothing wrong. */
export const moneyAddsUp = (report: MoneyAuditReport) =>
  report.findings.length === 0 && report.journal.unbalancedEntries === 0 && report.journal.suspense === 0;
