import { defineMessages } from '../../../../i18n/use-t.ts';
import { actionLabelMessages } from '../../lib/messages.ts';

/** The finance transaction dialog's words. */
export const financeMessages = defineMessages({
  // The dialog is named as the Actions menu names it (one French for both).
  title: actionLabelMessages.RecordFinanceTransaction,
  record: { en: 'Record', fr: 'Enregistrer' },
  transaction: { en: 'Transaction', fr: 'Opération' },
  // The transaction types, by their names.
  FinanceAdjustment: { en: 'Finance adjustment', fr: 'Ajustement financier' },
  OffPlatformPayment: { en: 'Off-platform payment', fr: 'Paiement hors plateforme' },
  offPlatformRecorded: {
    en: 'Off-platform payment of {amount} recorded on {count, plural, one {# invoice} other {# invoices}}.',
    fr: 'Paiement hors plateforme de {amount} enregistré sur {count, plural, one {# facture} other {# factures}}.',
  },
  adjustmentRecorded: {
    en: 'Adjustment of {amount} recorded: a new invoice the insured owes.',
    fr: 'Ajustement de {amount} enregistré\u00a0: une nouvelle facture due par l’assuré.',
  },
  creditRecorded: { en: 'Credit of {amount} recorded.', fr: 'Crédit de {amount} enregistré.' },
  creditRecordedRefund: {
    en: 'Credit of {amount} recorded; {refund} is owed back to the insured as a manual refund.',
    fr: 'Crédit de {amount} enregistré\u00a0; {refund} est dû à l’assuré en remboursement manuel.',
  },
  amountHelp: {
    en: 'In dollars. Positive: the insured owes more (a new invoice). Negative: a credit.',
    fr: 'En dollars. Positif\u00a0: l’assuré doit davantage (une nouvelle facture). Négatif\u00a0: un crédit.',
  },
  description: { en: 'Description', fr: 'Description' },
  characters: { en: '{count} / {max} characters', fr: '{count} / {max} caractères' },
  paymentDate: { en: 'Payment date', fr: 'Date du paiement' },
  paymentDateHelp: { en: 'The day the money was received.', fr: 'Le jour où l’argent a été reçu.' },
  invoicesLegend: { en: 'Open invoices this payment settles', fr: 'Factures ouvertes réglées par ce paiement' },
  settled: { en: 'Settled in full: {amount}.', fr: 'Réglé en entier\u00a0: {amount}.' },
  reference: { en: 'Reference (optional)', fr: 'Référence (facultative)' },
  referenceHelp: {
    en: 'A cheque number or e-transfer reference.',
    fr: 'Un numéro de chèque ou une référence de virement Interac.',
  },
  // The form's own checks (finance-transaction-form.ts).
  amountRequired: { en: 'Enter the amount.', fr: 'Entrez le montant.' },
  amountInvalid: {
    en: 'Enter an amount in dollars and cents, e.g. 125.50 or -40.',
    fr: 'Entrez un montant en dollars et en cents, p. ex. 125.50 ou -40.',
  },
});
