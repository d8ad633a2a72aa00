import { defineMessages } from '../../../../i18n/use-t.ts';

/** The custom premiums dialog's words (the dialog and its quote). */
export const customPremiumMessages = defineMessages({
  title: { en: 'Custom premiums', fr: 'Primes personnalisées' },
  stripe: {
    en: "A new card can only be taken through Stripe's secure card form; charge the card on file.",
    fr: 'Une nouvelle carte ne peut être saisie que dans le formulaire de carte sécurisé de Stripe\u00a0; portez le montant à la carte enregistrée.',
  },
  recorded: {
    en: 'Custom premium recorded: {amount} charged.',
    fr: 'Prime personnalisée enregistrée\u00a0: {amount} porté.',
  },
  reason: { en: 'Reason', fr: 'Motif' },
  premium: { en: 'Premium', fr: 'Prime' },
  premiumDollars: { en: 'Premium ($)', fr: 'Prime ($)' },
  effectiveDate: { en: 'Effective date', fr: 'Date d’effet' },
  operation: { en: 'Operation type', fr: 'Type d’activité' },
  expiryDate: { en: 'Expiry date', fr: 'Date d’expiration' },
  currentExpiry: { en: 'Current expiry: {date}', fr: 'Expiration actuelle\u00a0: {date}' },
  quoting: { en: 'Getting the quote…', fr: 'Obtention de la soumission…' },
  getQuote: { en: 'Get quote', fr: 'Obtenir une soumission' },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  charge: { en: 'Charge', fr: 'Payer' },
  chargeAmount: { en: 'Charge {amount}', fr: 'Payer {amount}' },
  // The quote.
  quote: { en: 'Custom premium quote', fr: 'Soumission de prime personnalisée' },
  insurerPremium: { en: 'Insurer premium', fr: 'Prime de l’assureur' },
  brokerCommission: { en: 'Broker commission', fr: 'Commission du courtier' },
  mgaPremium: { en: 'MGA premium', fr: 'Prime de l’AGG' },
  transactionFee: { en: 'Transaction fee', fr: 'Frais de transaction' },
  transactionFeeTaxes: { en: 'Transaction fee taxes{names}', fr: 'Taxes sur les frais de transaction{names}' },
  surcharge: { en: 'Credit card surcharge', fr: 'Supplément pour carte de crédit' },
  provincialTax: { en: 'of which provincial tax{names}', fr: 'dont taxe provinciale{names}' },
  total: { en: 'Total to charge', fr: 'Total à payer' },
});
