import { defineMessages } from '../../../i18n/use-t.ts';

/** The record page's frame: its header, its states and the Actions menu. */
export const recordPageMessages = defineMessages({
  notFoundTitle: { en: 'Application not found', fr: 'Proposition introuvable' },
  forbidden: { en: 'You do not have access to this record.', fr: 'Vous n’avez pas accès à ce dossier.' },
  notFound: {
    en: 'There is no application with this id, or it has been removed.',
    fr: 'Aucune proposition ne porte cet identifiant, ou elle a été supprimée.',
  },
  noAccess: { en: 'No access', fr: 'Accès refusé' },
  pageTitle: { en: 'Application', fr: 'Proposition' },
  continueApplication: { en: 'Continue application', fr: 'Poursuivre la proposition' },
  noQuote: { en: 'No quote yet.', fr: 'Aucune soumission pour l’instant.' },
  unnamedInsured: { en: 'Unnamed insured', fr: 'Assuré sans nom' },
  policy: { en: 'Policy {number}', fr: 'Police {number}' },
  noPolicyNumber: { en: 'No policy number yet', fr: 'Pas encore de numéro de police' },
  actions: { en: 'Actions', fr: 'Actions' },
  tryAgain: { en: 'Try again', fr: 'Réessayer' },
  backToCrm: { en: 'Back to CRM', fr: 'Retour à la GRC' },
  crm: { en: 'CRM', fr: 'GRC' },
  loadingApplication: { en: 'Loading application', fr: 'Chargement de la proposition' },
});

/** The Summary card (the record's parties, plan and dates). */
export const summaryMessages = defineMessages({
  title: { en: 'Summary', fr: 'Résumé' },
  product: { en: 'Product', fr: 'Produit' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet de courtage' },
  broker: { en: 'Broker', fr: 'Courtier' },
  insuredEmail: { en: 'Insured email', fr: 'Courriel de l’assuré' },
  insuredPhone: { en: 'Insured phone', fr: 'Téléphone de l’assuré' },
  paymentPeriod: { en: 'Payment period', fr: 'Mode de paiement' },
  transactionType: { en: 'Transaction type', fr: 'Type de transaction' },
  applicationSource: { en: 'Application source', fr: 'Source de la proposition' },
  province: { en: 'Province', fr: 'Province' },
  effectiveDate: { en: 'Effective date', fr: 'Date d’effet' },
  expiryDate: { en: 'Expiry date', fr: 'Date d’expiration' },
  boundDate: { en: 'Bound date', fr: 'Date de liaison' },
  created: { en: 'Created', fr: 'Créé le' },
  updated: { en: 'Updated', fr: 'Mis à jour le' },
});

/** The Quote card, its tables and its payment schedule. */
export const quoteFiguresMessages = defineMessages({
  title: { en: 'Quote', fr: 'Soumission' },
  plan: { en: '{period} plan', fr: 'Mode de paiement\u00a0: {period}' },
  priced: { en: 'Priced', fr: 'Tarifée' },
  notPriced: { en: 'Not priced', fr: 'Non tarifée' },
  notPricedOnline: {
    en: 'This quote could not be priced online.',
    fr: 'Cette soumission n’a pas pu être tarifée en ligne.',
  },
  sectionTotal: { en: '{section} total', fr: 'Total\u00a0: {section}' },
  total: { en: 'Total', fr: 'Total' },
  planTotal: { en: 'Total ({period} plan)', fr: 'Total (mode de paiement {period})' },
  premiumsSum: { en: 'Premiums sum', fr: 'Somme des primes' },
  totalMismatch: {
    en: 'The stored total ({stored}) differs from the sum of its lines ({sum}).',
    fr: 'Le total enregistré ({stored}) diffère de la somme de ses lignes ({sum}).',
  },
  premiumsSumMismatch: {
    en: 'The stored premiums sum ({stored}) differs from the sum of its lines ({sum}).',
    fr: 'La somme des primes enregistrée ({stored}) diffère de la somme de ses lignes ({sum}).',
  },
  schedule: { en: 'Payment schedule', fr: 'Calendrier des paiements' },
  payment: { en: 'Payment', fr: 'Paiement' },
  dueMonth: { en: 'Due month', fr: 'Mois d’échéance' },
  amount: { en: 'Amount', fr: 'Montant' },
  totalOfPayments: { en: 'Total of payments', fr: 'Total des paiements' },
});

/** The Invoices card. */
export const invoicesCardMessages = defineMessages({
  title: { en: 'Invoices', fr: 'Factures' },
  noInvoices: { en: 'No invoices.', fr: 'Aucune facture.' },
  noInvoicesManual: {
    en: 'No invoices. A manually bound policy is paid off the platform.',
    fr: 'Aucune facture. Une police liée manuellement est payée hors de la plateforme.',
  },
  refundPending: { en: 'Refund pending', fr: 'Remboursement en attente' },
  refunded: { en: 'Refunded', fr: 'Remboursée' },
  refundOwed: { en: 'Refund owed {amount}', fr: 'Remboursement dû {amount}' },
  owing: { en: 'Owing {amount}', fr: 'Solde dû {amount}' },
  totals: { en: 'Billed {billed} · Paid {paid} · {net}', fr: 'Facturé {billed} · Payé {paid} · {net}' },
  paidOn: { en: 'Paid {day}', fr: 'Payé le {day}' },
  reference: { en: ' · ref {reference}', fr: ' · réf. {reference}' },
  table: { en: 'Invoices table', fr: 'Tableau des factures' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  due: { en: 'Due', fr: 'Échéance' },
  amount: { en: 'Amount', fr: 'Montant' },
  paid: { en: 'Paid', fr: 'Payé' },
  status: { en: 'Status', fr: 'Statut' },
  settleFor: { en: '{action} for {invoice}', fr: '{action}\u00a0: {invoice}' },
  loading: { en: 'Loading invoices', fr: 'Chargement des factures' },
});

/** The invoices card's explanation of the billed total, change by change. */
export const billedByChangeMessages = defineMessages({
  button: { en: 'How the billed total is made', fr: 'Comment le total facturé est établi' },
  caption: {
    en: 'The Quote card prices the current answers for a full term; the invoices bill what each change added, from the day it took effect.',
    fr: 'La carte Soumission tarifie les réponses actuelles pour une période d’assurance complète\u00a0; les factures facturent ce que chaque changement a ajouté, à partir du jour de son entrée en vigueur.',
  },
  unexplained: {
    en: 'Written off (not a change of premium)',
    fr: 'Radié (pas un changement de prime)',
  },
  change: { en: 'Change', fr: 'Changement' },
  day: { en: 'Day', fr: 'Jour' },
  billed: { en: 'Billed', fr: 'Facturé' },
});

/** The Documents, Form answers, History and Commission transfers cards. */
export const recordCardsMessages = defineMessages({
  documents: { en: 'Documents', fr: 'Documents' },
  name: { en: 'Name', fr: 'Nom' },
  lastModified: { en: 'Last modified', fr: 'Dernière modification' },
  size: { en: 'Size', fr: 'Taille' },
  download: { en: 'Download', fr: 'Télécharger' },
  downloadName: { en: 'Download {name}', fr: 'Télécharger {name}' },
  loadingDocuments: { en: 'Loading documents', fr: 'Chargement des documents' },
  noDocuments: { en: 'No documents yet.', fr: 'Aucun document pour l’instant.' },
  formAnswers: { en: 'Form answers', fr: 'Réponses au questionnaire' },
  loadingAnswers: { en: 'Loading answers', fr: 'Chargement des réponses' },
  noAnswers: { en: 'No answers yet.', fr: 'Aucune réponse pour l’instant.' },
  history: { en: 'History', fr: 'Historique' },
  export: { en: 'Export', fr: 'Exporter' },
  loadingHistory: { en: 'Loading history', fr: 'Chargement de l’historique' },
  noTransactions: { en: 'No transactions yet.', fr: 'Aucune transaction pour l’instant.' },
  transactionHistory: { en: 'Transaction history', fr: 'Historique des transactions' },
  newestFirst: { en: 'Newest first', fr: 'Les plus récentes d’abord' },
  commissionTransfers: { en: 'Commission transfers', fr: 'Virements de commissions' },
  payee: { en: 'Payee', fr: 'Bénéficiaire' },
  amount: { en: 'Amount', fr: 'Montant' },
  status: { en: 'Status', fr: 'Statut' },
  insurer: { en: 'Insurer', fr: 'Assureur' },
  broker: { en: 'Broker', fr: 'Courtier' },
  transferUnreadable: {
    en: 'The transfer details are not in a form the CRM can show.',
    fr: 'La GRC ne peut pas afficher les détails de ce virement.',
  },
});

/** One transaction of the history. */
export const transactionMessages = defineMessages({
  changes: { en: 'Changes', fr: 'Modifications' },
  field: { en: 'Field', fr: 'Champ' },
  before: { en: 'Before', fr: 'Avant' },
  after: { en: 'After', fr: 'Après' },
  amounts: { en: 'Amounts', fr: 'Montants' },
  premium: { en: 'Premium', fr: 'Prime' },
  tax: { en: 'Tax', fr: 'Taxe' },
  fees: { en: 'Fees', fr: 'Frais' },
  total: { en: 'Total', fr: 'Total' },
  payment: { en: 'Payment', fr: 'Paiement' },
  refund: { en: 'Refund', fr: 'Remboursement' },
  refundPart: { en: 'Refund part {part} of {count}', fr: 'Remboursement, partie {part} sur {count}' },
});

/** The pieces the record's action dialogs share: card choice, new card, open invoices, dialogs. */
export const recordFormMessages = defineMessages({
  payWithOnFile: { en: 'Pay with the card on file', fr: 'Payer avec la carte au dossier' },
  payWithNewCard: { en: 'Pay with a new card', fr: 'Payer avec une nouvelle carte' },
  plainOnFile: { en: 'The card on file', fr: 'La carte au dossier' },
  plainNewCard: { en: 'A new card', fr: 'Une nouvelle carte' },
  chargeTo: { en: 'Charge {amount} to', fr: 'Porter {amount} à' },
  payment: { en: 'Payment', fr: 'Paiement' },
  newCard: { en: 'New card', fr: 'Nouvelle carte' },
  cardNumber: { en: 'Card number', fr: 'Numéro de carte' },
  expiry: { en: 'Expiry (MM/YY)', fr: 'Expiration (MM/AA)' },
  expiryPlaceholder: { en: 'MM/YY', fr: 'MM/AA' },
  cvc: { en: 'CVC', fr: 'Code de sécurité (CVC)' },
  postalCode: { en: 'Postal code', fr: 'Code postal' },
  loadingOpenInvoices: { en: 'Loading open invoices', fr: 'Chargement des factures ouvertes' },
  noOpenInvoices: { en: 'This policy has no open invoices.', fr: 'Cette police n’a aucune facture ouverte.' },
  openInvoice: {
    en: '{number} — due {due} — {amount} owing',
    fr: '{number} — échéance {due} — {amount} dû',
  },
  close: { en: 'Close', fr: 'Fermer' },
  tryAnotherCard: { en: 'Try another card', fr: 'Essayer une autre carte' },
  done: { en: 'Done', fr: 'Terminé' },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  amount: { en: 'Amount', fr: 'Montant' },
  loadingPolicy: { en: 'Loading the policy', fr: 'Chargement de la police' },
  uploading: { en: 'Uploading…', fr: 'Téléversement…' },
  removeFile: { en: 'Remove {name}', fr: 'Retirer {name}' },
});
