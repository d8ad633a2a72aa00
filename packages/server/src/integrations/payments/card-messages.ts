import type { CardField } from './types.ts';

/**
 * Customer-facing messages per card error or decline code, worded like the card provider's own
 * (Stripe). Lost, stolen and fraud declines read as a plain decline, as the provider advises.
 */
const MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  generic_decline: 'Your card was declined.',
  do_not_honor: 'Your card was declined.',
  fraudulent: 'Your card was declined.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  pickup_card: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_cvc: "Your card's security code is invalid.",
  incorrect_number: 'Your card number is incorrect.',
  invalid_number: 'Your card number is invalid.',
  incorrect_zip: "Your card's postal code is incorrect.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  card_velocity_exceeded:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  currency_not_supported: 'Your card does not support this currency.',
  authentication_required:
    'Your card was declined: it requires 3-D Secure authentication, which cannot be completed for a payment taken without the cardholder present. Please use another card.',
};

const FIELDS: Record<string, CardField> = {
  expired_card: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  incorrect_cvc: 'cvc',
  invalid_cvc: 'cvc',
  incorrect_number: 'number',
  invalid_number: 'number',
  incorrect_zip: 'postalCode',
};

const PARAM_FIELDS: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  address_zip: 'postalCode',
};

export function cardMessage(code: string, fallback = 'Your card was declined.'): string {
  return MESSAGES[code] ?? fallback;
}

/** The field a code (or the provider's `param`) points at, or null for the card as a whole. */
export function cardField(code: string, param?: string | null): CardField | null {
  const fromParam = param
    ? PARAM_FIELDS[param.replace(/^card\[|\]$/g, '').replace(/^card\./, '')]
    : undefined;
  return fromParam ?? FIELDS[code] ?? null;
}
