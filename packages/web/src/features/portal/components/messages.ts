import { defineMessages } from '../../../i18n/use-t.ts';

/** The policy portal's words (/portal/{token}). */
export const portalMessages = defineMessages({
  title: { en: 'Your policy', fr: 'Votre police' },
  genericError: {
    en: "There's been an error, please try again or contact Support.",
    fr: 'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le Soutien.',
  },
  loading: { en: 'Loading your policy', fr: 'Chargement de votre police' },
  summary: { en: 'Policy summary', fr: 'Résumé de la police' },
  documents: { en: 'Documents', fr: 'Vos documents' },
  schedule: { en: 'Payment schedule', fr: 'Échéancier de paiement' },
  requestSection: { en: 'Request an endorsement', fr: 'Demande d’avenant' },
  // The summary.
  insured: { en: 'Insured', fr: 'Assuré' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  product: { en: 'Product', fr: 'Produit' },
  status: { en: 'Status', fr: 'Statut' },
  effective: { en: 'Effective', fr: 'Date d’effet' },
  expiry: { en: 'Expiry', fr: 'Date d’expiration' },
  paymentPlan: { en: 'Payment plan', fr: 'Mode de paiement' },
  totalPremium: { en: 'Total premium', fr: 'Prime totale' },
  yourBrokerage: { en: 'Your brokerage', fr: 'Votre cabinet de courtage' },
  yourBroker: { en: 'Your broker', fr: 'Votre courtier' },
  // Documents and payment schedule.
  noDocuments: { en: 'No documents yet.', fr: 'Aucun document pour l’instant.' },
  size: { en: '({kb} KB)', fr: '({kb}\u00a0ko)' },
  noInvoices: { en: 'No invoices.', fr: 'Aucune facture.' },
  scheduleTable: { en: 'Payment schedule table', fr: 'Tableau de l’échéancier de paiement' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  due: { en: 'Due', fr: 'Échéance' },
  amount: { en: 'Amount', fr: 'Montant' },
  paid: { en: 'Paid', fr: 'Payé' },
  // The endorsement request.
  notInForce: {
    en: 'Endorsements can only be requested on a policy in force.',
    fr: 'Un avenant ne peut être demandé que pour une police en vigueur.',
  },
  whatChange: { en: 'What would you like to change?', fr: 'Que souhaitez-vous modifier\u00a0?' },
  details: { en: 'Details of the change', fr: 'Précisions sur la modification' },
  contactEmail: { en: 'Contact email', fr: 'Courriel pour vous joindre' },
  requestEndorsement: { en: 'Request endorsement', fr: 'Demander un avenant' },
});
