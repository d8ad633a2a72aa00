import type { CardFunding, PaymentAccount } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';

export type { PaymentAccount };

/** The card field a card error is about, as the payment form shows it. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'postalCode';
export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'postalCode'] as const;

export interface CardInput {
  number: string;
  expMonth: number;
  /** Four digits, e.g. 2030. */
  expYear: number;
  cvc: string;
  /** Format A1B2C3 (spec section 5). */
  postalCode: string;
}

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /**
   * Stripe's `card.funding`: credit, debit, prepaid or unknown. Only a credit card carries the
   * surcharge (domain card-surcharge.ts); unknown is charged none.
   */
  funding: CardFunding;
}

export interface SavedCard extends CardSummary {
  id: string;
}

export interface CardToken {
  token: string;
  card: CardSummary;
}

export interface CustomerInput {
  email: string;
  name: string;
  /** Reused when it exists on this account; otherwise a new customer is created. */
  existingCustomerId?: string | null;
}

export interface ChargeRequest {
  customerId: string;
  cardId: string;
  /** Integer cents. */
  amount: number;
  currency: 'CAD';
  description: string;
  /** The same key never charges twice: a repeat returns the first result. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'failed'; code: string; message: string; field?: CardField | null; chargeId?: string };

export interface ChargeLookupHint {
  /** The customer charged, when known. */
  customerId?: string | null;
  /** No charge of this key was made before this instant (the payment row's creation). */
  createdAfter?: Date;
}

export interface RefundRequest {
  chargeId: string;
  /** Integer cents; at most what is left unrefunded on the charge. */
  amount: number;
  idempotencyKey: string;
  reason: string;
}

export interface RefundResult {
  status: 'succeeded' | 'pending' | 'failed';
  refundId: string;
}

export type PaymentProviderName = 'simulated' | 'stripe';

/** One succeeded charge or refund as the processor records it (for reconciliation). */
export interface ProcessorRecordRow {
  id: string;
  /** Cents. */
  amount: number;
  /** The application it was for, from the charge's metadata (refunds: their charge's). */
  applicationId: string | null;
  createdAt: Date;
}

export interface ProcessorActivity {
  charges: ProcessorRecordRow[];
  refunds: ProcessorRecordRow[];
}

/**
 * Card payments on one of the two processor accounts (spec section 9: main and finance). The
 * simulated processor is the offline default; the Stripe adapter is used when keys are configured.
 * Declines and card-field problems throw CardError (or come back as a failed charge);
 * bad requests (unknown customer, spent token, refund too large) throw PaymentProviderError.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Card fields to a single-use token. Stripe refuses: there Stripe.js tokenises in the browser. */
  createCardToken(account: PaymentAccount, card: CardInput): Promise<CardToken>;
  /** The customer id to charge: existingCustomerId when it exists on the account, else a new one. */
  ensureCustomer(account: PaymentAccount, customer: CustomerInput): Promise<string>;
  /**
   * The funding of a tokenised card, before it is attached (the token is not spent): what decides
   * the surcharge of the charge about to be taken. 'unknown' when the token is not found.
   */
  tokenFunding(account: PaymentAccount, token: string): Promise<CardFunding>;
  /** Saves a tokenised card on the customer (spends the token). */
  attachCard(account: PaymentAccount, customerId: string, token: string): Promise<SavedCard>;
  /** The customer's card, or null when the customer has no such card. */
  getCard(account: PaymentAccount, customerId: string, cardId: string): Promise<SavedCard | null>;
  /** Charges a saved card off-session. Declines are a failed result, not an exception. */
  charge(account: PaymentAccount, request: ChargeRequest): Promise<ChargeResult>;
  refund(account: PaymentAccount, request: RefundRequest): Promise<RefundResult>;
  /**
   * What the processor did with a charge asked under `idempotencyKey`, or null when it made none
   * (nothing was taken). Only looks: never charges. For reconciling payments whose process stopped
   * before storing the answer. `hint` narrows the search where the provider needs it (Stripe).
   */
  findCharge(
    account: PaymentAccount,
    idempotencyKey: string,
    hint?: ChargeLookupHint,
  ): Promise<ChargeResult | null>;
  /**
   * The processor's own records of the succeeded charges and refunds it made on `account` in
   * [from, to): what reconciliation compares our payments and refunds with. Only looks.
   */
  listActivity(account: PaymentAccount, from: Date, to: Date): Promise<ProcessorActivity>;
  /**
   * This provider writing its own state through `db` (a transaction). The simulated processor keeps
   * its state in our database, and PGlite has a single connection: inside a transaction it must use
   * that transaction. External providers return themselves.
   */
  withDb(db: Db): PaymentProvider;
}

/** A card the processor will not take: answered 402 `{ message, code, field }` (field null: the card as a whole). */
export class CardError extends HttpError {
  override readonly name = 'CardError';
  constructor(
    readonly code: string,
    message: string,
    readonly field: CardField | null = null,
  ) {
    super(402, message, { code, field });
  }
}

/** A request the processor refuses that is not about the card: unknown ids, spent tokens, amounts. */
export class PaymentProviderError extends HttpError {
  override readonly name = 'PaymentProviderError';
  constructor(
    readonly code: string,
    message: string,
    statusCode: 400 | 404 | 409 | 422 = 400,
  ) {
    super(statusCode, message, { code });
  }
}
