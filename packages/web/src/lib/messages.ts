import { defineMessages } from '../i18n/use-t.ts';

/** The card checks' messages (spec 5), said before the card is sent (card-checks.ts). */
export const cardCheckMessages = defineMessages({
  numberIncomplete: { en: 'Your card number is incomplete.', fr: 'Le numéro de votre carte est incomplet.' },
  numberInvalid: { en: 'Your card number is invalid.', fr: 'Le numéro de votre carte n’est pas valide.' },
  expiryIncomplete: {
    en: "Your card's expiration date is incomplete.",
    fr: 'La date d’expiration de votre carte est incomplète.',
  },
  expiryPast: {
    en: "Your card's expiration date is in the past.",
    fr: 'La date d’expiration de votre carte est passée.',
  },
  expiryInvalid: {
    en: "Your card's expiration month is invalid.",
    fr: 'Le mois d’expiration de votre carte n’est pas valide.',
  },
  cvcIncomplete: {
    en: "Your card's security code is incomplete.",
    fr: 'Le code de sécurité de votre carte est incomplet.',
  },
  postalCode: {
    en: 'Postal code must match format: A1B2C3',
    fr: 'Le code postal doit respecter le format\u00a0: A1B2C3',
  },
});

/** Stripe.js's loading and tokenising, as the payer is told (stripe-js.ts). */
export const stripeMessages = defineMessages({
  loadFailed: {
    en: 'The secure card form could not be loaded from Stripe. Check your connection (and that nothing blocks js.stripe.com), then try again.',
    fr: 'Le formulaire de carte sécurisé n’a pas pu être chargé depuis Stripe. Vérifiez votre connexion (et que rien ne bloque js.stripe.com), puis réessayez.',
  },
  notReady: {
    en: 'The secure card form is still loading. Please try again in a moment.',
    fr: 'Le formulaire de carte sécurisé est encore en chargement. Veuillez réessayer dans un instant.',
  },
  tokenFailed: {
    en: 'Your card could not be checked. Please try again.',
    fr: 'Votre carte n’a pas pu être vérifiée. Veuillez réessayer.',
  },
});
