import { defineMessages } from '../../../i18n/use-t.ts';

/** The public payment page's words (/pay/{token}). */
export const paymentLinkMessages = defineMessages({
  pageTitle: { en: 'Pay your invoice', fr: 'Payer votre facture' },
  received: { en: 'Payment received', fr: 'Paiement reçu' },
  insured: { en: 'Insured', fr: 'Assuré' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  product: { en: 'Product', fr: 'Produit' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  dueDate: { en: 'Due date', fr: 'Date d’échéance' },
  cardSurcharge: { en: 'Credit card surcharge', fr: 'Supplément pour carte de crédit' },
  amountOwing: { en: 'Amount owing', fr: 'Montant dû' },
  debitNote: {
    en: 'Debit and prepaid cards carry no surcharge: {total} in total by debit card.',
    fr: 'Les cartes de débit et prépayées ne comportent aucun supplément\u00a0: {total} au total par carte de débit.',
  },
  cardPayment: { en: 'Card payment', fr: 'Paiement par carte' },
  card: { en: 'Card', fr: 'Carte' },
  tryAnotherCard: { en: ' You can try another card.', fr: ' Vous pouvez essayer une autre carte.' },
  paying: { en: 'Paying…', fr: 'Paiement en cours…' },
  pay: { en: 'Pay {amount}', fr: 'Payer {amount}' },
  processing: {
    en: 'Processing your payment. Please keep this page open.',
    fr: 'Traitement de votre paiement. Veuillez garder cette page ouverte.',
  },
  paymentFailed: { en: 'The payment failed.', fr: 'Le paiement a échoué.' },
  paidOn: {
    en: '{amount} was paid on invoice {invoice}. Thank you.',
    fr: '{amount} a été payé sur la facture {invoice}. Merci.',
  },
  nowStatus: {
    en: 'Invoice {invoice} is now {status}.',
    fr: 'La facture {invoice} est maintenant {status}.',
  },
  statusPaid: { en: 'paid', fr: 'payée' },
  statusOpen: { en: 'open', fr: 'ouverte' },
  statusVoid: { en: 'void', fr: 'annulée' },
  loading: { en: 'Loading the invoice', fr: 'Chargement de la facture' },
  expired: { en: 'Link expired', fr: 'Lien expiré' },
  paymentLink: { en: 'Payment link', fr: 'Lien de paiement' },
  tryAgain: { en: 'Try again', fr: 'Réessayer' },
  notPayable: {
    en: 'This invoice cannot be paid by link.',
    fr: 'Cette facture ne peut pas être payée par lien.',
  },
});
