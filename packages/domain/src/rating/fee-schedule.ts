import type { Cents } from '../money.ts';
import { formatDate } from '../dates.ts';
import type { Province } from '../provinces.ts';
import { taxesOn } from '../taxes/taxes-on.ts';
import type { TaxClass } from '../taxes/tax-rows.ts';
import { surchargeFor, type SurchargeContext } from './card-surcharge.ts';

/** Commission split of the premium: the broker's commission and the MGA's (dmga) share. */
export interface QuoteRates {
  brokerCommissionRate: number;
  dmgaRate: number;
}

/** The fees and house rates every quote reads (shared/reference/domain-facts.md: rates as data). */
export interface FeeSchedule {
  /** Policy (transaction) fee per policy, taxed with the province's GST/HST and PST. */
  transactionFee: Cents;
  /** Platform (SaaS) fee per policy. */
  saasFee: Cents;
  /**
   * minimumCharge: the smallest amount the processor will charge to a card. The credit card
   * surcharge is dated data of its own (card-surcharge.ts).
   */
  card: { minimumCharge: Cents };
  /** Financing fee rates of the plans paid over time, on premium + premium tax. */
  financingRates: { monthly: number; instalment: number };
  /** Fee invoiced when a scheduled payment fails (shown on the quote, not part of its totals). */
  missedPaymentFee: Cents;
  /** Commission split used when the product's definition.rating does not give its own. */
  defaultRates: QuoteRates;
}

/**
 * The fee schedule.
 * - transactionFee $25.00: house rate (the per-policy fee of the live product's quotes). Taxed as
 *   a fee for services: the dated tax rows (taxes/tax-rows.ts, component transactionFee).
 * - saasFee $10.00: house rate for the platform. The Quote carries no tax line for it, so it is
 *   charged as is (no GST/HST or PST added).
 * - card: the credit card surcharge is card-surcharge.ts (credit cards only, at most 2.4%, none to
 *   Quebec consumers), applied per charge of the plan (annual 1, instalment 4, monthly 12). The
 *   province's tax (tax rows, component cardSurcharge) is added on it; the Quote has no GST line for it.
 *   minimumCharge C$0.50: Stripe's minimum charge amount for CAD (stripe.com/docs/currencies,
 *   "Minimum and maximum charge amounts"); a smaller amount is invoiced, never charged.
 * - financingRates monthly 5%, instalment 3%: house rates,
 *   charged once per policy on premium + premium tax.
 * - missedPaymentFee $25.00: house rate, invoiced per missed payment (the MPF invoice of the
 *   delinquency rules in domain-facts.md).
 * - defaultRates broker 15%, MGA 10%: house commission split of the premium.
 */
export const FEE_SCHEDULE: FeeSchedule = {
  transactionFee: 2_500,
  saasFee: 1_000,
  card: { minimumCharge: 50 },
  financingRates: { monthly: 0.05, instalment: 0.03 },
  missedPaymentFee: 2_500,
  defaultRates: { brokerCommissionRate: 0.15, dmgaRate: 0.1 },
};

/** Sales taxes on a fee for services, each rounded once: GST/HST, PST and their sum. */
export interface FeeTax {
  /** Federal: GST/HST (Canada Revenue Agency). */
  gst: Cents;
  /** Provincial: PST, RST or QST (NL's RST on the fee of a taxable policy included). */
  pst: Cents;
  total: Cents;
}

/** Where and when a fee is charged, for its taxes (taxes/tax-rows.ts). */
export interface FeeTaxContext {
  taxClass: TaxClass;
  /** The day the fee is charged, YYYY-MM-DD. */
  on: string;
  component?: 'transactionFee' | 'customFee';
}

/**
 * The taxes on a fee (transaction fee, custom broker fee) from the dated tax rows in force on the
 * day it is charged: federal GST/HST and provincial PST/RST/QST, each rounded once.
 */
export function taxOnFee(fee: Cents, province: Province, at: FeeTaxContext): FeeTax {
  const taxes = taxesOn({
    province,
    taxClass: at.taxClass,
    component: at.component ?? 'transactionFee',
    on: at.on,
    amount: fee,
  });
  return { gst: taxes.federal, pst: taxes.provincial, total: taxes.total };
}

/**
 * The credit card surcharge, before tax, of a list of charges (card-surcharge.ts): each charge's
 * surcharge is rounded once, and the plan's is their sum. A charge of 0 is not taken and costs
 * nothing; a debit or prepaid card, or a Quebec consumer, pays none.
 */
export function cardFeeFor(charges: readonly Cents[], context: SurchargeContext): Cents {
  return surchargeFor(charges, context);
}

/**
 * The province's tax on the card fee (component cardSurcharge of the dated tax rows: PST, RST or QST
 * where the province taxes it; no GST/HST line), on the day it is charged (today by default).
 */
export function cardFeePst(cardFee: Cents, province: Province, on: string = formatDate(new Date())): Cents {
  return taxesOn({
    province,
    taxClass: 'commercialPropertyLiability',
    component: 'cardSurcharge',
    on,
    amount: cardFee,
  }).provincial;
}
