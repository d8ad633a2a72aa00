import { defineMessages } from '../../i18n/use-t.ts';

/** The new card's fields (our own form and Stripe's). */
export const cardFormMessages = defineMessages({
  cardNumber: { en: 'Card number', fr: 'Numéro de carte' },
  expiry: { en: 'Expiry', fr: 'Expiration' },
  expiryMmYy: { en: 'Expiry (MM/YY)', fr: 'Expiration (MM/AA)' },
  cvc: { en: 'CVC', fr: 'Code CVC' },
  postalCode: { en: 'Postal code', fr: 'Code postal' },
  mmYy: { en: 'MM/YY', fr: 'MM/AA' },
  tryAgain: { en: 'Try again', fr: 'Réessayer' },
  loading: { en: 'Loading the secure card form', fr: 'Chargement du formulaire de carte sécurisé' },
});
