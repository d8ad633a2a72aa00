import {
  amountValue,
  historyPart,
  type CardFunding,
  type Cents,
  type HistoryPart,
  type LedgerEntry,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { PaymentAccount } from '../../integrations/payments/index.ts';
import { type ApplicationRow, planCardFees } from '../policies/index.ts';
import type { Candidate, CollectionsDeps } from './collect-types.ts';

export interface CardFeeAdjustment {
  /** The cardFee charge on the plan invoice (with its tax), signed; 0: charged as billed. */
  total: Cents;
  /** The provincial tax inside `total`. */
  pst: Cents;
  funding: CardFunding | null;
  /** What the history row says of it, after the invoice it paid (`; no credit card surcharge…`). */
  note: HistoryPart[];
}

export const NO_ADJUSTMENT: CardFeeAdjustment = { total: 0, pst: 0, funding: null, note: [] };

/**
 * The card fee difference of a plan payment charged on the card on file (domain
 * planCardFeeAdjustment, decision 0063): the card's funding as the processor reports it (a card it
 * does not find keeps the funding the plan was billed for); a reduction only. Once per invoice: an
 * invoice that already carries a cardFee charge was settled for its card.
 */
export async function cardFeeAdjustment(
  deps: CollectionsDeps,
  tx: Db,
  app: ApplicationRow,
  candidate: Candidate,
  ledger: readonly LedgerEntry[],
  owed: Cents,
  now: Date,
): Promise<CardFeeAdjustment> {
  const quote = (app.boundQuote ?? app.quote) as Quote | null;
  if (!quote || !app.stripeCustomerId || !app.stripeCardId) return NO_ADJUSTMENT;
  const card = await deps.payments
    .withDb(tx)
    .getCard(candidate.paymentAccount as PaymentAccount, app.stripeCustomerId, app.stripeCardId);
  const funding = card?.funding ?? quote.cardFunding ?? 'credit';
  // A reduction only (planCardFees): a scheduled payment shows no page before it is taken, so a
  // surcharge the plan was not billed with would be one never disclosed.
  const [fee] = await planCardFees(tx, app, ledger, new Map([[candidate.id, owed]]), funding, now);
  if (!fee) return NO_ADJUSTMENT;
  const note = [historyPart('noCardSurcharge', { funding, amount: amountValue(-fee.total) })];
  return { total: fee.total, pst: fee.pst, funding, note };
}
