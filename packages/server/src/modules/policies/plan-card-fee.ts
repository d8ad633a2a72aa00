import { inArray } from 'drizzle-orm';
import type { CardChoice } from '@bm/contracts';
import {
  entriesByInvoice,
  formatDate,
  planCardFeeAdjustment,
  planCardFeeWithin,
  type CardFunding,
  type Cents,
  type LedgerEntry,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { planChangesMade } from './plan-payments.ts';
import type { MoneyEntry } from './record-change.ts';

/** The card fee difference of one plan invoice paid on a card (decision 0063). */
export interface PlanCardFee {
  invoiceId: string;
  /** The cardFee charge, with its tax: negative, the billed surcharge taken off. */
  total: Cents;
  /** The provincial tax inside `total`. */
  pst: Cents;
}

/**
 * The surcharge billed inside the plan invoices about to be paid on a card of `funding` that carries
 * none (debit, prepaid, unknown) when the plan was billed for a credit card: per invoice, a cardFee
 * charge taking it off (domain planCardFeeAdjustment), at most what the invoice still asks for. A
 * reduction only: a credit card on a plan billed without surcharge pays as billed, since no page
 * disclosed a surcharge on the plan's payments. Once per invoice: one already carrying a cardFee
 * charge was settled for its card. `outstanding` is what each invoice asks for now.
 */
export async function planCardFees(
  db: Db,
  policy: { id: string; boundQuote: unknown; quote: unknown; paymentPeriod: string | null },
  ledger: readonly LedgerEntry[],
  outstanding: ReadonlyMap<string, Cents>,
  funding: CardFunding,
  now: Date,
): Promise<PlanCardFee[]> {
  const quote = (policy.boundQuote ?? policy.quote) as Quote | null;
  if (!quote || funding === 'credit' || outstanding.size === 0) return [];
  const rows = await db
    .select({ id: invoices.id, instalment: invoices.instalmentNumber, parts: invoices.planParts })
    .from(invoices)
    .where(inArray(invoices.id, [...outstanding.keys()]));
  // The bind's plan payments bill the plan the policy was bound on, even after a change of plan.
  const period = ((await planChangesMade(db, policy))?.boundPeriod ?? policy.paymentPeriod) as PaymentPeriod;
  const byInvoice = entriesByInvoice(ledger);
  const fees: PlanCardFee[] = [];
  for (const row of rows) {
    const owed = outstanding.get(row.id) ?? 0;
    if (!row.instalment || owed <= 0) continue;
    const charges = (byInvoice.get(row.id) ?? []).filter((entry) => entry.kind === 'charge');
    if (!charges.some((entry) => entry.component === 'planPayment')) continue;
    if (charges.some((entry) => entry.component === 'cardFee')) continue;
    // A payment a change of payment plan raised bills its own surcharge (decision 0078): a card
    // with no surcharge takes all of it off, as planCardFeeAdjustment does for the bind's.
    const adjustment = row.parts
      ? { total: -row.parts.surcharge, pst: -row.parts.surchargePst }
      : planCardFeeAdjustment({ quote, period, instalment: row.instalment, funding, on: formatDate(now) });
    if (adjustment.total >= 0) continue;
    // Cut short by a credit already applied: its tax in proportion.
    fees.push({ invoiceId: row.id, ...planCardFeeWithin(adjustment, owed) });
  }
  return fees;
}

/** The cardFee charges of the differences, for the change that records the payment. */
export const planCardFeeCharges = (fees: readonly PlanCardFee[]): MoneyEntry[] =>
  fees.map((fee) => ({
    kind: 'charge' as const,
    component: 'cardFee' as const,
    amount: fee.total,
    invoice: { id: fee.invoiceId },
  }));

/** The history row's fee figures of the differences (its feeDelta, totalDelta and feeTaxes). */
export function planCardFeeFigures(fees: readonly PlanCardFee[]) {
  const total = fees.reduce((sum, fee) => sum + fee.total, 0);
  const pst = fees.reduce((sum, fee) => sum + fee.pst, 0);
  return { total, pst };
}

/**
 * What a page taking plan payments shows before payment of the card it is charged on (contracts
 * cardChoiceSchema, decision 0063): the card on file's funding, the credit card surcharge and its
 * PST billed inside what is asked (`billedTotal`, the credit card total: a credit card pays as
 * billed) and the total by a card with no surcharge (debit, prepaid, unknown: planCardFees).
 */
export async function planCardChoice(
  db: Db,
  policy: { id: string; boundQuote: unknown; quote: unknown; paymentPeriod: string | null },
  ledger: readonly LedgerEntry[],
  outstanding: ReadonlyMap<string, Cents>,
  billedTotal: Cents,
  onFile: CardFunding | null,
  now: Date,
): Promise<CardChoice> {
  const off = planCardFeeFigures(await planCardFees(db, policy, ledger, outstanding, 'debit', now));
  return {
    onFileFunding: onFile,
    credit: { cardFee: -(off.total - off.pst), cardFeePST: -off.pst, total: billedTotal },
    noSurchargeTotal: billedTotal + off.total,
  };
}
