import Stripe from 'stripe';
import { cardField, cardMessage } from './card-messages.ts';
import { CardError, PaymentProviderError } from './types.ts';

/** Stripe's refusals that mean "not that amount" rather than a bad request. */
const UNPROCESSABLE = new Set(['amount_too_large', 'charge_already_refunded', 'charge_disputed']);

/** The most specific code: the issuer's decline code when it says more than "declined". */
export function cardErrorCode(error: {
  code?: string | undefined;
  decline_code?: string | undefined;
}): string {
  const decline = error.decline_code;
  if (decline && decline !== 'generic_decline') return decline;
  return error.code ?? 'card_declined';
}

/** Stripe card errors become CardError (decline codes to messages, param to field). */
export function toCardError(error: InstanceType<typeof Stripe.errors.StripeCardError>): CardError {
  const code = cardErrorCode(error);
  return new CardError(code, cardMessage(code, error.message), cardField(code, error.param));
}

/** Maps a Stripe SDK error to our error classes; anything else (network, auth) is rethrown as it is. */
export function translateStripeError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError) return toCardError(error);
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentProviderError('idempotency_key_in_use', error.message, 409);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    const code = error.code ?? 'invalid_request';
    const status = code === 'resource_missing' ? 404 : UNPROCESSABLE.has(code) ? 422 : 400;
    return new PaymentProviderError(code, error.message, status);
  }
  return error;
}

export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateStripeError(error);
  }
}

export const isMissing = (error: unknown) =>
  error instanceof PaymentProviderError && error.code === 'resource_missing';
