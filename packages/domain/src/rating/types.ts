import type { Cents } from '../money.ts';
import type { Province } from '../provinces.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { TaxName } from '../taxes/taxes-on.ts';

/**
 * The card's funding type as the processor reports it (Stripe's `card.funding`): only a credit card
 * may carry a surcharge. `unknown` is treated as not credit (no surcharge): the safe default.
 */
export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

export type PerPeriod<T = Cents> = Record<PaymentPeriod, T>;

/**
 * One premium line of a quote. Keys name the coverage as the cancellation record does:
 * liabilityPremium, contentsPremium, alePremium, addonPremium, plus product lines such as
 * equipmentFloaterPremium or buildingPremium.
 */
export interface PremiumLine {
  key: string;
  label: string;
  amount: Cents;
}

/** What a product's rating model produces from the answers, before taxes and fees. */
export interface RatedPremiums {
  /** False when the answers cannot be priced online (the quote then shows no figures). */
  priced: boolean;
  premiums: PremiumLine[];
  /** Why the risk could not be priced, for the broker. */
  unpricedReasons: string[];
}

/** One payment of a plan: the first is charged at bind, the others on their due dates. */
export interface ScheduledPayment {
  sequence: number;
  /** Months after the policy effective date (0 = at bind). */
  monthOffset: number;
  amount: Cents;
}

/**
 * The taxes a quote charges, named with their rate and authority (taxes/tax-rows.ts), for its lines
 * and the tax returns: only taxes of a rate above 0.
 */
export interface QuoteTaxNames {
  /** The premium taxes of each plan, in date order (two when the rate changes during the plan). */
  premium: PerPeriod<TaxName[]>;
  /** The transaction fee's federal (GST/HST) and provincial (PST/RST/QST) taxes. */
  transactionFee: TaxName[];
  /** The custom (broker) fee's taxes. */
  customFee: TaxName[];
  /** The card fee's tax. */
  cardSurcharge: TaxName[];
}

/**
 * The quote (spec section 3, Quote), in integer cents. Every total is the sum of its lines:
 * taxesAndFees[p] = premiumsTaxesByPeriod[p] + transactionFeeTotal + customFeeTotal + saasFee + stripeFees[p]
 *                   + (monthly: financingFees, instalment: instalmentFinancingFees);
 * total[p] = premiumsSum + taxesAndFees[p]; the schedule of p sums to total[p].
 */
export interface Quote {
  priced: boolean;
  productId: string;
  productVersion: string;
  province: Province;
  premiums: PremiumLine[];
  premiumsSum: Cents;
  insurerPremium: Cents;
  dmgaPremium: Cents;
  brokerPremium: Cents;
  /** What the broker is paid out (their commission). */
  brokerTransfer: Cents;
  /** The premium tax rate in force on the day the first payment is charged. */
  premiumsTaxRate: number;
  /**
   * The premium tax of the plan the quote is for: a bound policy's plan (quoteForPlan), else the
   * annual plan's (the whole premium charged on the charge day).
   */
  premiumsTaxes: Cents;
  /** The premium tax of each plan: each payment at the rate in force on its own due day. */
  premiumsTaxesByPeriod: PerPeriod;
  /** Who each tax is owed to, with its name and rate. */
  taxNames: QuoteTaxNames;
  customFee: Cents;
  customFeeTax: Cents;
  customFeeTotal: Cents;
  missedPaymentFee: Cents;
  transactionFee: Cents;
  /** Federal tax (GST/HST, Canada Revenue Agency) on the transaction fee. */
  transactionFeeGST: Cents;
  /** Provincial tax (PST, RST, QST) on the transaction fee. */
  transactionFeePST: Cents;
  transactionFeeTotal: Cents;
  saasFee: Cents;
  /**
   * The credit card surcharge charged to the insured (card-surcharge.ts), per period: pre-tax, its
   * PST, and the sum. 0 for a debit or prepaid card and for a Quebec consumer.
   */
  stripeFeesPreTax: PerPeriod;
  stripeFeesPST: PerPeriod;
  stripeFees: PerPeriod;
  financingFees: Cents;
  instalmentFinancingFees: Cents;
  financing: { card: { cardFee: Cents; cardFeePST: Cents } };
  totalPST: PerPeriod;
  taxesAndFees: PerPeriod;
  total: PerPeriod;
  schedule: PerPeriod<ScheduledPayment[]>;
  /** Endorsements only: the premium added (positive) or returned (negative). 0 for new business. */
  additionalPremium: Cents;
  unpricedReasons: string[];
  /**
   * The card funding the surcharge was priced for: 'credit' on the quote shown before payment (it
   * discloses the surcharge), the funding of the card actually charged on a bound quote. Absent on
   * quotes stored before the surcharge rule (they carried the old card processing fee).
   */
  cardFunding?: CardFunding;
}

/** Inputs of the common quote builder, shared by every product. */
export interface QuoteInput {
  productId: string;
  productVersion: string;
  province: Province;
  rated: RatedPremiums;
  /** Optional custom (broker) fee in cents, taxed like the transaction fee. */
  customFee?: Cents;
  /** The day the first payment is charged, YYYY-MM-DD (Vancouver); today when not given. */
  chargeDay?: string;
  /** The policy effective day, YYYY-MM-DD: later payments fall due from it; the charge day by default. */
  effectiveDay?: string;
  /**
   * The card the plan is paid with and the day of the quote (YYYY-MM-DD), which decide the credit
   * card surcharge. Default: a credit card (the quote shown before payment discloses the surcharge)
   * under the surcharge rule in force on the charge day (chargeDay when no day is given).
   */
  card?: { funding?: CardFunding; on?: string };
}
