import {
  changePaymentPlanQuote,
  withOpenCreditsApplied,
  type CardFunding,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { type ApplicationRecord, planInvoices, policyTerm, readLedger } from '../policies/index.ts';

type PolicyRecord = ApplicationRecord['application'];

/**
 * The figures of moving a bound policy to `to` at `now` (db may be a transaction), from its ledger
 * and its invoices with the parts of the plan payments they bill (policies planInvoices). A change
 * to annual is paid now, so the open credits are taken off first (credits before charges, decision
 * 0057); a change to a financed plan charges nothing and leaves them to the payments they will pay.
 */
export async function planChangeFigures(
  db: Db,
  record: PolicyRecord,
  to: PaymentPeriod,
  funding: CardFunding,
  now: Date,
) {
  const { effectiveDay, expiryDay } = policyTerm(record);
  const rows = await planInvoices(db, record, effectiveDay);
  const ledger = await readLedger(db, record.id);
  const credited =
    to === 'annual'
      ? withOpenCreditsApplied(
          ledger,
          rows.map((row) => row.id),
        )
      : { entries: ledger, netting: { applied: 0 } };
  const result = changePaymentPlanQuote({
    entries: credited.entries,
    invoices: rows.map((row) => ({
      invoiceId: row.id,
      dueDate: row.dueDate,
      instalmentNumber: row.instalmentNumber,
      parts: row.parts,
    })),
    quote: (record.boundQuote ?? record.quote) as Quote,
    from: record.paymentPeriod as PaymentPeriod,
    to,
    effectiveDay,
    expiryDay,
    funding,
    now,
  });
  return {
    ...result,
    numbers: new Map(rows.map((row) => [row.id, row.number])),
    creditsApplied: credited.netting.applied,
    invoiceIds: rows.map((row) => row.id),
  };
}
