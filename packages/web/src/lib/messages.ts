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

/** A policy's status (the domain's POLICY_STATUS_LABELS in both languages), keyed by PolicyStatus. */
export const policyStatusMessages = defineMessages({
  started: { en: 'Started', fr: 'Commencée' },
  indicated: { en: 'Indicated', fr: 'Indication donnée' },
  quoted: { en: 'Quoted', fr: 'Soumissionnée' },
  referred: { en: 'Referred', fr: 'Soumise à la souscription' },
  bound: { en: 'Bound', fr: 'Liée' },
  cancelled: { en: 'Cancelled', fr: 'Résiliée' },
  rejected: { en: 'Rejected', fr: 'Refusée' },
  lapsed: { en: 'Lapsed', fr: 'Échue' },
});

/** A payment plan (policy-labels.ts's PAYMENT_PERIOD_LABELS in both languages), keyed by PaymentPeriod. */
export const paymentPeriodMessages = defineMessages({
  annual: { en: 'Annual', fr: 'Annuel' },
  monthly: { en: 'Monthly', fr: 'Mensuel' },
  instalment: { en: 'Instalment', fr: 'Versements échelonnés' },
});

/** A province's or territory's name (the domain's PROVINCE_NAMES in both languages), keyed by Province. */
export const provinceMessages = defineMessages({
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
});
