import { INVOICE_KINDS } from '../billing/invoice-kinds.ts';
import { sumCents, type Cents } from '../money.ts';

/** An invoice as the total reads it. */
export interface TotalInvoice {
  type: string;
  status: string;
  amountDue: Cents;
}

/**
 * The policy's total premium as the insured is shown it (the policy portal): the payment plan's
 * total, which endorsements re-quote, plus every custom premium charged on top of it (a custom
 * premium is its own charge and invoice, docs/decisions/0038, and leaves the plan's total as it
 * was). Voided invoices count for nothing.
 */
export function policyTotalPremium(planTotal: Cents, invoices: readonly TotalInvoice[]): Cents {
  const customTypes: readonly string[] = INVOICE_KINDS.customPremium.types;
  return (
    planTotal +
    sumCents(
      invoices
        .filter((invoice) => customTypes.includes(invoice.type) && invoice.status !== 'void')
        .map((invoice) => invoice.amountDue),
    )
  );
}
