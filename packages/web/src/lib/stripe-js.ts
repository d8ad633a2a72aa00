import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeError } from '@stripe/stripe-js';
import { englishOf, type CardField } from './card-checks.ts';
import { stripeMessages } from './messages.ts';
import { RefusedBeforeCharge } from './use-card-attempt.ts';

/**
 * Stripe.js for the payment step's split card Elements (number, expiry, CVC) and createToken,
 * through Stripe's own loader (`@stripe/stripe-js`, its `pure` entry: nothing loads until a card
 * form asks). Stripe.js itself is always fetched from js.stripe.com, as Stripe requires; the
 * package brings its types and the script's loading (one tag, shared, tried twice, tried again on
 * the next call after a failure). Ours: the broker's messages, a time limit, one client per key.
 */
export type {
  Stripe as StripeClient,
  StripeElementStyle,
  StripeElementChangeEvent,
  StripeError as StripeJsError,
} from '@stripe/stripe-js';

/** The broker's messages, in English (a card form shows them with useSayCardMessage). */
export const STRIPE_MESSAGES = englishOf(stripeMessages);

const LOAD_TIMEOUT_MS = 20_000;

const clients = new Map<string, Promise<Stripe>>();

/**
 * The Stripe client of a publishable key (each account is its own Stripe account), made once and
 * shared. A failed load (network, blocked, no answer within 20 s) rejects with a message for the
 * broker and is forgotten, so the next call tries again.
 */
export function stripeClientFor(publishableKey: string): Promise<Stripe> {
  let client = clients.get(publishableKey);
  if (!client) {
    client = new Promise<Stripe>((resolve, reject) => {
      const fail = () => reject(new Error(STRIPE_MESSAGES.loadFailed));
      const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
      loadStripe(publishableKey, { locale: 'en' })
        .then((stripe) => (stripe ? resolve(stripe) : fail()), fail)
        .finally(() => window.clearTimeout(timer));
    });
    clients.set(publishableKey, client);
    client.catch(() => clients.delete(publishableKey));
  }
  return client;
}

/** Tests: forget the clients (each test installs its own Stripe.js stand-in). */
export function forgetStripeClients(): void {
  clients.clear();
}

/** A card Stripe.js would not tokenise, on the form field it is about (null: the card as a whole). */
export class StripeCardError extends RefusedBeforeCharge {
  override readonly name = 'StripeCardError';
  constructor(
    readonly field: CardField | null,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const FIELD_BY_PARAM: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  address_zip: 'postalCode',
};

const FIELD_BY_CODE: Record<string, CardField> = {
  incomplete_number: 'number',
  invalid_number: 'number',
  incorrect_number: 'number',
  incomplete_expiry: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  invalid_expiry_month_past: 'expiry',
  invalid_expiry_year_past: 'expiry',
  expired_card: 'expiry',
  incomplete_cvc: 'cvc',
  invalid_cvc: 'cvc',
  incorrect_cvc: 'cvc',
  incomplete_zip: 'postalCode',
  incorrect_zip: 'postalCode',
  postal_code_invalid: 'postalCode',
};

/** The card form field a Stripe.js error belongs to: its `param`, else its `code`; null for the card. */
export function stripeErrorField(error: Pick<StripeError, 'code' | 'param'>): CardField | null {
  return (
    (error.param ? FIELD_BY_PARAM[error.param] : undefined) ??
    (error.code ? FIELD_BY_CODE[error.code] : undefined) ??
    null
  );
}

export function toStripeCardError(error: StripeError | undefined): StripeCardError {
  return new StripeCardError(
    error ? stripeErrorField(error) : null,
    error?.message || STRIPE_MESSAGES.tokenFailed,
    error?.code ?? error?.type ?? 'token_failed',
  );
}

/** The form field of each Stripe card Element. */
export const STRIPE_ELEMENT_FIELDS = {
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvc: 'cardCvc',
} as const satisfies Record<Exclude<CardField, 'postalCode'>, 'cardNumber' | 'cardExpiry' | 'cardCvc'>;

export type StripeField = keyof typeof STRIPE_ELEMENT_FIELDS;
