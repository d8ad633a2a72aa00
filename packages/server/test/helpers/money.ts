import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InvoiceList, InvoiceSearchResponse, PolicyTransactionList } from '@bm/contracts';
import { ACCOUNTS, billedByChange, ledgerBalances, refundableCharges, type LedgerBalances } from '@bm/domain';
import {
  applications,
  journalEntries,
  journalLines,
  payments,
  policyTransactions,
  refunds,
} from '../../src/db/schema.ts';
import { journalPendingSources } from '../../src/modules/accounting/journal-service.ts';
import { auditMoney, moneyAddsUp } from '../../src/modules/audit/money-audit.ts';
import { readLedger } from '../../src/modules/policies/ledger.ts';
import { checkReportsAgree } from './report-books.ts';
import type { TestApp } from './test-app.ts';

/**
 * Checks that a policy's money adds up after a step (`trail` says how it got there): what the record's invoices say against what the ledger and the card processor's rows say. `cookie` sees the record.
 */
/**
 * The policy's journal after the pending sources are journalled: each account's debits less its
 * credits (a credit balance is negative).
 */
export async function journalBalances(t: TestApp, applicationId: string): Promise<(code: string) => number> {
  await journalPendingSources(t.db);
  const lines = await t.db
    .select({ account: journalLines.accountCode, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalEntries.applicationId, applicationId));
  return (code) =>
    lines
      .filter((line) => line.account === code)
      .reduce((total, line) => total + line.debit - line.credit, 0);
}

export async function checkPolicyMoney(t: TestApp, cookie: string, id: string, trail: string[]) {
  const why = trail.join(' -> ');
  const ledger = await readLedger(t.db, id);
  const b = ledgerBalances(ledger);
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie },
  });
  expect(listed.statusCode, why).toBe(200);
  const { totals } = listed.json() as InvoiceList;
  if (process.env.DEBUG_MONEY)
    console.log(
      JSON.stringify(
        (listed.json() as InvoiceList).invoices.map((i) => [
          i.number,
          i.type,
          i.status,
          i.amountDue,
          i.amountPaid,
        ]),
      ),
      JSON.stringify(b),
    );
  // The record's invoices total the ledger's.
  expect(totals.billed, why).toBe(b.billed - b.voided - b.writtenOff);
  expect(totals.paid, why).toBe(b.collected);
  expect(totals.owing, why).toBe(b.owing - b.refundPending);
  // Payments minus refunds equal billed minus voided minus owing (credits still owed back included).
  expect(b.collected, why).toBe(b.billed - b.voided - b.writtenOff - b.owing + b.refundPending);
  // The ledger holds every card charge and refund made, and no charge gave back more than it took.
  const charged = await t.db
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.applicationId, id), eq(payments.status, 'succeeded')));
  const cardBack = await t.db
    .select({ id: refunds.id, paymentId: refunds.paymentId, amount: refunds.amount })
    .from(refunds)
    .where(
      and(
        eq(refunds.applicationId, id),
        eq(refunds.manual, false),
        inArray(refunds.status, ['succeeded', 'pending']),
      ),
    );
  const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
  // A charge whose change was never written (refused under the lock, or its request stopped) is
  // refunded in full and is on no invoice: the books leave out the pair, nothing else.
  // Payments taken off the platform (finance's off-platform payments) moved no card: left out here.
  const cardPayments = ledger.filter((e) => e.kind === 'payment' && !e.manual);
  const onLedger = new Set(cardPayments.map((e) => e.paymentId));
  const reversed = charged.filter((row) => !onLedger.has(row.id));
  for (const row of reversed)
    expect(sum(cardBack.filter((back) => back.paymentId === row.id)), why).toBe(row.amount);
  const reversedIds = new Set(reversed.map((row) => row.id));
  expect(sum(charged.filter((row) => !reversedIds.has(row.id))), why).toBe(
    cardPayments.reduce((s, e) => s + e.amount, 0),
  );
  expect(sum(cardBack.filter((row) => !reversedIds.has(row.paymentId ?? ''))), why).toBe(
    ledger.filter((e) => e.kind === 'refund' && !e.manual).reduce((s, e) => s + e.amount, 0),
  );
  for (const charge of refundableCharges(ledger))
    expect(charge.refunded, why).toBeLessThanOrEqual(charge.amount);
  // Refunds pending by hand are exactly the credits still owed back; nothing owed back beyond what was collected.
  const pending = await t.db
    .select({ amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.applicationId, id), eq(refunds.manual, true), eq(refunds.status, 'pending')));
  expect(sum(pending), why).toBe(b.refundPending);
  expect(b.refundPending, why).toBeLessThanOrEqual(b.collected);
  // Refunds paid out by hand are exactly the manual refund entries.
  const paidByHand = await t.db
    .select({ amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.applicationId, id), eq(refunds.manual, true), eq(refunds.status, 'succeeded')));
  expect(sum(paidByHand), why).toBe(
    ledger.filter((e) => e.kind === 'refund' && e.manual).reduce((s, e) => s + e.amount, 0),
  );
  await checkBooksAgree(t, cookie, id, ledger, b, totals, why);
  // And the money audit (npm run audit:money) finds nothing on the policy (only its own: a failed
  // sequence's policy would fail every later one).
  const audit = await auditMoney(t.db, { journal: false, applicationIds: [id] });
  expect(audit.findings, `money audit: ${why}`).toEqual([]);
  expect(moneyAddsUp(audit), `money audit journal: ${why}`).toBe(true);
}

/**
 * The other books agree with the policy's ledger to the cent: /invoices (every invoice the user may
 * see, searched by the policy number) totals what the record's invoices total; the history's
 * commission report figures charge what the ledger billed (less what it voided); the accounting
 * journal, once every pending source is journaled, holds the ledger's balance as receivable from the
 * insured and nothing in suspense; and the commission report and the accounting reports, read as
 * finance reads them, agree with the ledger and the journal (helpers/report-books.ts).
 */
async function checkBooksAgree(
  t: TestApp,
  cookie: string,
  id: string,
  ledger: Awaited<ReturnType<typeof readLedger>>,
  b: LedgerBalances,
  recordTotals: InvoiceList['totals'],
  why: string,
) {
  const [policy] = await t.db
    .select({ policyNumber: applications.policyNumber })
    .from(applications)
    .where(eq(applications.id, id));
  if (policy?.policyNumber) {
    const searched = await t.app.inject({
      method: 'GET',
      url: `/api/invoices?search=${encodeURIComponent(policy.policyNumber)}&limit=100`,
      headers: { cookie },
    });
    expect(searched.statusCode, why).toBe(200);
    const { totals } = searched.json() as InvoiceSearchResponse;
    expect({ billed: totals.billed, paid: totals.paid, owing: totals.owing }, `/invoices: ${why}`).toEqual(
      recordTotals,
    );
  }
  const figures = await t.db
    .select({ figures: policyTransactions.reportFigures, type: policyTransactions.type })
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), isNotNull(policyTransactions.reportFigures)));
  const charged = figures.reduce(
    (total, row) => total + ((row.figures as { totalCharged?: number } | null)?.totalCharged ?? 0),
    0,
  );
  expect(charged, `commission report total charged: ${why}`).toBe(b.billed - b.voided);
  // The record's history explains its billed total change by change (the Invoices card's table).
  const history = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/transactions`,
    headers: { cookie },
  });
  expect(history.statusCode, why).toBe(200);
  expect(
    billedByChange(history.json() as PolicyTransactionList, recordTotals.billed).unexplained,
    `billed by change: ${why}`,
  ).toBe(0 - b.writtenOff);
  const balance = await journalBalances(t, id);
  expect(balance(ACCOUNTS.receivable.code), `journal receivable: ${why}`).toBe(
    b.billed - b.voided - b.writtenOff - b.collected,
  );
  expect(balance(ACCOUNTS.suspense.code), `journal suspense: ${why}`).toBe(0);
  await checkReportsAgree(t, id, ledger, b.billed - b.voided, (code) => 0 - balance(code), why);
}
