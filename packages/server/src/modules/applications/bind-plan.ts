import {
  formatDate,
  MESSAGES,
  PAYMENT_PERIODS,
  paymentAccountFor,
  quoteApplication,
  type CardFunding,
  type Form,
  type PaymentAccount,
  type PaymentPeriod,
  type ProductDefinition,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import { bindRefusal } from './bind-guard.ts';
import { definitionFor, quoteRatesFor } from './definition.ts';
import { columnsFromForm } from './lifecycle.ts';
import { type ApplicationRow } from '../policies/index.ts';
import { CARD_GONE_MESSAGE } from '../payments/index.ts';

export const PAY_MESSAGES = {
  alreadyBound: 'This policy is already bound.',
  notQuoted: 'This application is not ready to bind: complete every page and get a quote first.',
  referred: 'This application was referred to an underwriter and cannot be bound online.',
  rejected: 'This application is not eligible for cover and cannot be bound.',
  quoteChanged: 'The quote has changed since it was shown. Please review the new total before paying.',
  pastEffectiveDate: 'The policy effective date is in the past. Choose today or a later date.',
  cardGone: CARD_GONE_MESSAGE,
  bindFailed:
    "Your payment was received, but there's been an error binding this policy, please try again or contact Support.",
} as const;

const PERIOD_WORDS: Record<PaymentPeriod, string> = {
  annual: 'annually',
  monthly: 'monthly',
  instalment: 'by instalments',
};

/** What a card bind charges and writes, once every rule allows it. */
export interface BindPlan {
  definition: ProductDefinition;
  /** The quote priced for the card charged (its surcharge: none on debit or prepaid): what is bound. */
  quote: Quote;
  period: PaymentPeriod;
  effectiveDay: string;
  account: PaymentAccount;
  /** The plan's first payment, integer cents: what is charged now. */
  firstPayment: number;
}

/** Refuses (409) an application that can no longer be paid and bound online. */
export function assertPayable(app: ApplicationRow): void {
  if (app.status === 'bound' || app.status === 'cancelled' || app.status === 'lapsed') {
    throw conflict(PAY_MESSAGES.alreadyBound);
  }
  if (app.status === 'referred') throw conflict(PAY_MESSAGES.referred);
  if (app.status === 'rejected') throw conflict(PAY_MESSAGES.rejected);
  // Underwriting stopped this bind or this renewal (spec 4): refused before any charge.
  const stopped = bindRefusal(app);
  if (stopped) throw conflict(stopped);
}

/**
 * Re-prices the saved answers as of `at` and checks every rule of a card bind: the status, the
 * period offered, the total the payer saw (`expectedTotal`) and the effective day. Throws the
 * HttpError the payer is shown; used before a charge and again before a charge taken is applied.
 *
 * The payer saw the quote that discloses the credit card surcharge (a credit card), or, when the
 * page knew the card, the quote for it: either total is accepted. What is charged and bound is the
 * quote priced for `cardFunding`, the funding the processor reports for the card (no surcharge on a
 * debit or prepaid card, nor when it is unknown).
 */
export async function bindPlan(
  db: Db,
  app: ApplicationRow,
  period: PaymentPeriod,
  expectedTotal: number,
  at: Date,
  cardFunding: CardFunding = 'credit',
): Promise<BindPlan> {
  assertPayable(app);
  const found = await definitionFor(db, app);
  if (!found) throw notFound(MESSAGES.applicationNotFound);
  const today = formatDate(at);
  const form = (app.form ?? {}) as Form;
  const rates = await quoteRatesFor(db, app);
  const { quote: shown, eligibility, errors } = quoteApplication(found.definition, form, { today, rates });
  if (eligibility.status === 'referred') throw conflict(PAY_MESSAGES.referred);
  if (eligibility.status === 'rejected') throw conflict(PAY_MESSAGES.rejected);
  if (!shown.priced || Object.keys(errors).length > 0) throw conflict(PAY_MESSAGES.notQuoted);
  const offered = found.definition.paymentPeriods ?? PAYMENT_PERIODS;
  if (!offered.includes(period))
    throw badRequest(`${app.productName} cannot be paid ${PERIOD_WORDS[period]}.`);
  const quote =
    cardFunding === 'credit'
      ? shown
      : quoteApplication(found.definition, form, { today, rates, cardFunding }).quote;
  if (shown.total[period] !== expectedTotal && quote.total[period] !== expectedTotal)
    throw new HttpError(409, PAY_MESSAGES.quoteChanged, { quote: shown });
  const { effectiveDay } = columnsFromForm(form);
  if (!effectiveDay) throw conflict(PAY_MESSAGES.notQuoted);
  if (effectiveDay < today) throw conflict(PAY_MESSAGES.pastEffectiveDate);
  const first = quote.schedule[period][0];
  if (!first) throw conflict(PAY_MESSAGES.notQuoted);
  return {
    definition: found.definition,
    quote,
    period,
    effectiveDay,
    account: paymentAccountFor(period, at),
    firstPayment: first.amount,
  };
}
