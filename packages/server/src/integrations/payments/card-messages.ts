import { MessageCatalogue, type BilingualMessage, type Locale } from '@bm/domain';
import type { CardField } from './types.ts';

const DECLINED = {
  en: 'Your card was declined.',
  fr: 'Votre carte a été refusée.',
} as const satisfies BilingualMessage;

/**
 * Customer-facing messages per card error or decline code, worded like the card provider's own
 * (Stripe), with their French (issue 27: the NSF email and the notice of cancellation quote them in the
 * insured's language). Lost, stolen and fraud declines read as a plain decline, as the provider advises.
 */
const MESSAGES: Record<string, BilingualMessage> = {
  card_declined: DECLINED,
  generic_decline: DECLINED,
  do_not_honor: DECLINED,
  fraudulent: DECLINED,
  lost_card: DECLINED,
  stolen_card: DECLINED,
  pickup_card: DECLINED,
  insufficient_funds: {
    en: 'Your card has insufficient funds.',
    fr: 'Les fonds de votre carte sont insuffisants.',
  },
  expired_card: { en: 'Your card has expired.', fr: 'Votre carte est expirée.' },
  incorrect_cvc: {
    en: "Your card's security code is incorrect.",
    fr: 'Le code de sécurité de votre carte est incorrect.',
  },
  invalid_cvc: {
    en: "Your card's security code is invalid.",
    fr: 'Le code de sécurité de votre carte n’est pas valide.',
  },
  incorrect_number: { en: 'Your card number is incorrect.', fr: 'Le numéro de votre carte est incorrect.' },
  invalid_number: { en: 'Your card number is invalid.', fr: 'Le numéro de votre carte n’est pas valide.' },
  incorrect_zip: {
    en: "Your card's postal code is incorrect.",
    fr: 'Le code postal de votre carte est incorrect.',
  },
  invalid_expiry_month: {
    en: "Your card's expiration month is invalid.",
    fr: 'Le mois d’expiration de votre carte n’est pas valide.',
  },
  invalid_expiry_year: {
    en: "Your card's expiration year is invalid.",
    fr: 'L’année d’expiration de votre carte n’est pas valide.',
  },
  processing_error: {
    en: 'An error occurred while processing your card. Try again in a little bit.',
    fr: 'Une erreur s’est produite lors du traitement de votre carte. Réessayez dans quelques instants.',
  },
  card_velocity_exceeded: {
    en: 'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
    fr: 'Votre carte a été refusée en raison de tentatives répétées trop fréquentes ou du dépassement de sa limite de montant.',
  },
  currency_not_supported: {
    en: 'Your card does not support this currency.',
    fr: 'Votre carte ne prend pas en charge cette devise.',
  },
  authentication_required: {
    en: 'Your card was declined: it requires 3-D Secure authentication, which cannot be completed for a payment taken without the cardholder present. Please use another card.',
    fr: 'Votre carte a été refusée\u00a0: elle exige une authentification 3-D Secure, qui ne peut être effectuée pour un paiement pris en l’absence du titulaire de la carte. Veuillez utiliser une autre carte.',
  },
};

/** The card messages with their French, each once (the server's catalogue and the emails read them). */
export const CARD_DECLINE_PAIRS: BilingualMessage[] = [
  ...new Map(Object.values(MESSAGES).map((message) => [message.en, message])).values(),
];

const catalogue = new MessageCatalogue().add(CARD_DECLINE_PAIRS);

/**
 * A card message as stored (the English of `cardMessage`, on the payment and the NSF invoice) in the
 * locale: what the NSF email and the notice of cancellation quote. A message these pairs do not know
 * (the provider's own wording) is returned as it is.
 */
export const sayCardMessage = (message: string, locale: Locale): string =>
  catalogue.translate(message, locale);

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

export function cardMessage(code: string, fallback: string = DECLINED.en): string {
  return MESSAGES[code]?.en ?? fallback;
}

/** The field a code (or the provider's `param`) points at, or null for the card as a whole. */
export function cardField(code: string, param?: string | null): CardField | null {
  const fromParam = param
    ? PARAM_FIELDS[param.replace(/^card\[|\]$/g, '').replace(/^card\./, '')]
    : undefined;
  return fromParam ?? FIELDS[code] ?? null;
}
