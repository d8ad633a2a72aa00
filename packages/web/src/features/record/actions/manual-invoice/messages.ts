import { defineMessages } from '../../../../i18n/use-t.ts';

/** The manual invoice dialog's words. */
export const manualInvoiceMessages = defineMessages({
  title: { en: 'Create manual invoice', fr: 'Créer une facture manuelle' },
  create: { en: 'Create', fr: 'Créer' },
  created: { en: 'Created invoices', fr: 'Factures créées' },
  createdOne: {
    en: 'Manual invoice created: {amount} ({reason}).',
    fr: 'Facture manuelle créée\u00a0: {amount} ({reason}).',
  },
  createdMany: {
    en: '{count} manual invoices created: {amount} in total ({reason}).',
    fr: '{count} factures manuelles créées\u00a0: {amount} au total ({reason}).',
  },
  emailed: {
    en: 'The payment {count, plural, one {link was} other {links were}} emailed to {email}.',
    fr: '{count, plural, one {Le lien de paiement a été envoyé} other {Les liens de paiement ont été envoyés}} par courriel à {email}.',
  },
  noEmail: {
    en: 'The record has no email address: send the payment link to the insured.',
    fr: 'Le dossier n’a aucune adresse courriel\u00a0: envoyez le lien de paiement à l’assuré.',
  },
  invoice: { en: 'Invoice {number}', fr: 'Facture {number}' },
  line: { en: '{description} — {amount}, due {date}', fr: '{description} — {amount}, échéance le {date}' },
  amountHelp: {
    en: 'In dollars, e.g. 125.50; split evenly over the invoices.',
    fr: 'En dollars, p. ex. 125.50\u00a0; réparti également entre les factures.',
  },
  reason: { en: 'Reason', fr: 'Motif' },
  count: { en: 'Number of invoices', fr: 'Nombre de factures' },
  countHelp: {
    en: 'Optional, 0 to {max}: 0 or 1 raise one invoice due today; more raise monthly invoices.',
    fr: 'Facultatif, de 0 à {max}\u00a0: 0 ou 1 émet une facture due aujourd’hui\u00a0; davantage émet des factures mensuelles.',
  },
  invoicesLegend: {
    en: 'Open invoices this invoice refers to (optional)',
    fr: 'Factures ouvertes visées par cette facture (facultatif)',
  },
  // The form's own checks (manual-invoice-form.ts).
  amountRequired: { en: 'Enter the amount.', fr: 'Entrez le montant.' },
  amountInvalid: {
    en: 'Enter an amount in dollars and cents, e.g. 125.50.',
    fr: 'Entrez un montant en dollars et en cents, p. ex. 125.50.',
  },
  amountZero: { en: 'The amount must be greater than $0.00.', fr: 'Le montant doit être supérieur à 0,00\u00a0$.' },
  reasonRequired: { en: 'Choose a reason.', fr: 'Choisissez un motif.' },
  countInvalid: {
    en: 'Enter a whole number from 0 to {max}.',
    fr: 'Entrez un nombre entier de 0 à {max}.',
  },
});
