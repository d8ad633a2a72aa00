import type { ChargeComponent } from '../ledger/entries.ts';
import type { Cents } from '../money.ts';
import type { Quote } from '../rating/types.ts';
import { isPaymentPeriod } from '../statuses.ts';
import {
  BIND_TRANSACTION_TYPES,
  isReportedTransaction,
  transactionFigures,
  type TransactionFigures,
} from './commission-report.ts';

/**
 * The figures of a history row written before they were stored (docs/decisions/0050): the same
 * `transactionFigures` recordPolicyChange applies today, from what that row and its policy stored.
 * They are exact because each input is what the change had when it was written:
 * - the bound quote: written once, at the bind, on the term's application, and never changed after;
 * - the payment plan: likewise set at the bind only;
 * - the change's charges by component: its own ledger entries (ledger_entries.change_id).
 * What cannot be known exactly is left out with the reason, never guessed: a policy with no bound
 * quote (or one missing a figure), a row before its term's bind, and a later change written before
 * the ledger existed (its fee split by component was never stored).
 */
export interface BackfillInput {
  type: string;
  premiumDelta: Cents;
  taxDelta: Cents;
  feeDelta: Cents;
  totalDelta: Cents;
  /** The application's bound quote and payment plan, as stored. */
  boundQuote: unknown;
  paymentPeriod: string | null;
  /** Whether the row was written at or after its term's bind (the bind row itself included). */
  afterBind: boolean;
  /** The change's charges by component, from its ledger entries. */
  charges: Partial<Record<ChargeComponent, Cents>>;
  /** The change wrote ledger entries, or was written when the ledger existed (after its first entry). */
  ledgerKnown: boolean;
}

export type BackfillSkip = 'not reported' | 'no bound quote' | 'before bind' | 'before the ledger';
export type BackfillResult = { figures: TransactionFigures } | { skipped: BackfillSkip };

/** The quote figures transactionFigures reads, each a whole number of cents (or a rate). */
const QUOTE_NUMBERS = [
  'premiumsSum',
  'brokerTransfer',
  'dmgaPremium',
  'insurerPremium',
  'premiumsTaxRate',
  'premiumsTaxes',
  'transactionFeeTotal',
  'transactionFeeGST',
  'transactionFeePST',
  'customFeeTax',
  'financingFees',
  'instalmentFinancingFees',
  'saasFee',
  'transactionFee',
] as const;
const QUOTE_PLANS = ['total', 'stripeFees', 'stripeFeesPST', 'stripeFeesPreTax', 'totalPST'] as const;

function completeQuote(value: unknown, period: string): value is Quote {
  if (!value || typeof value !== 'object') return false;
  const quote = value as Record<string, unknown>;
  return (
    QUOTE_NUMBERS.every((key) => Number.isFinite(quote[key])) &&
    QUOTE_PLANS.every((key) => {
      const plans = quote[key] as Record<string, unknown> | undefined;
      return Boolean(plans) && Number.isFinite(plans?.[period]);
    })
  );
}

export function backfillFigures(input: BackfillInput): BackfillResult {
  if (!isReportedTransaction(input)) return { skipped: 'not reported' };
  const period = input.paymentPeriod;
  if (!isPaymentPeriod(period) || !completeQuote(input.boundQuote, period))
    return { skipped: 'no bound quote' };
  if (!input.afterBind) return { skipped: 'before bind' };
  const bind = BIND_TRANSACTION_TYPES.includes(input.type);
  if (!bind && !input.ledgerKnown) return { skipped: 'before the ledger' };
  return {
    figures: transactionFigures({
      type: input.type,
      premiumDelta: input.premiumDelta,
      taxDelta: input.taxDelta,
      feeDelta: input.feeDelta,
      totalDelta: input.totalDelta,
      boundQuote: input.boundQuote,
      paymentPeriod: period,
      charges: bind ? {} : input.charges,
    }),
  };
}
