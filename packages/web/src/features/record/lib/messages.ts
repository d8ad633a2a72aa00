import type { PolicyModalType } from '@bm/domain';
import { defineMessages, type Messages } from '../../../i18n/use-t.ts';

/** The Actions menu's label of each modal type (its English is also the call to action the open event records). */
export const actionLabelMessages = defineMessages({
  CancelPolicy: { en: 'Cancel policy', fr: 'Résilier la police' },
  AdditionalInsured: { en: 'Add additional insured', fr: 'Ajouter un assuré additionnel' },
  NsfInvoice: { en: 'NSF invoice', fr: 'Facture pour provision insuffisante (NSF)' },
  UpdatePolicy: { en: 'Endorse policy', fr: 'Établir un avenant' },
  TransferAccount: { en: 'Transfer account', fr: 'Transférer le compte' },
  CreateExtension: { en: 'Create extension', fr: 'Créer une prolongation' },
  AddAccountNote: { en: 'Add account note', fr: 'Ajouter une note au compte' },
  AssignCustomLead: { en: 'Assign lead', fr: 'Attribuer le prospect' },
  ProductCardModal: { en: 'Move lead to another product', fr: 'Déplacer le prospect vers un autre produit' },
  ManualBind: { en: 'Manual bind', fr: 'Liaison manuelle' },
  EmailPolicyDocuments: {
    en: 'Email policy documents',
    fr: 'Envoyer les documents de la police par courriel',
  },
  StopActionModal: { en: 'Stop renewal or bind', fr: 'Arrêter le renouvellement ou la liaison' },
  ReinstatePolicy: { en: 'Reinstate policy', fr: 'Remettre la police en vigueur' },
  Decline: { en: 'Decline renewal', fr: 'Refuser le renouvellement' },
  OpenLapsedPolicyModal: { en: 'Open lapsed policy', fr: 'Rouvrir la police échue' },
  CancellationRecord: { en: 'Cancellation record', fr: 'Dossier de résiliation' },
  CreateExtendedReportingPeriod: {
    en: 'Extended reporting period',
    fr: 'Période de déclaration prolongée (PDP)',
  },
  RecordFinanceTransaction: {
    en: 'Record finance transaction',
    fr: 'Inscrire une transaction de financement',
  },
  PayInFull: { en: 'Pay in full', fr: 'Payer en entier' },
  CreateManualCharge: { en: 'Create manual invoice', fr: 'Créer une facture manuelle' },
  EndorsementOnPortalModal: {
    en: 'Endorse on policy portal',
    fr: 'Établir un avenant sur le portail de la police',
  },
  CreateCustomPremiums: { en: 'Custom premiums', fr: 'Primes personnalisées' },
  VoidStripeInvoice: { en: 'Void invoice', fr: 'Annuler la facture' },
  RefundMpfInvoiceModal: { en: 'Refund missed payment fee', fr: 'Rembourser les frais de paiement manqué' },
  PayOverdueInvoices: { en: 'Pay overdue invoices', fr: 'Payer les factures en souffrance' },
  ChangePaymentPlan: { en: 'Change payment plan', fr: 'Changer de mode de paiement' },
} satisfies Record<PolicyModalType, Messages[string]>);

/** A history entry's line under its heading: when, effective when, by whom. */
export const transactionMetaMessages = defineMessages({
  effective: { en: 'Effective {day}', fr: 'En vigueur le {day}' },
  by: { en: 'by {who}', fr: 'par {who}' },
  system: { en: 'System', fr: 'Système' },
});

/**
 * A history entry's changed fields by the keys the server writes in a row's before and after (another
 * key is shown made readable, as a product form's answer is).
 */
export const fieldNameMessages = defineMessages({
  renewalId: { en: 'Renewal', fr: 'Renouvellement' },
  cancOption: { en: 'Cancellation option', fr: 'Mode de résiliation' },
  cancEffectiveDate: { en: 'Cancellation effective date', fr: 'Date d’effet de la résiliation' },
  status: { en: 'Status', fr: 'Statut' },
  salesStatus: { en: 'Sales status', fr: 'Statut de vente' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  paymentPeriod: { en: 'Payment plan', fr: 'Mode de paiement' },
  policyEffectiveDate: { en: 'Policy effective date', fr: 'Date d’effet de la police' },
  policyExpiryDate: { en: 'Policy expiry date', fr: 'Date d’expiration de la police' },
  nonRenewable: { en: 'Non-renewable', fr: 'Non renouvelable' },
  bindStopped: { en: 'Bind stopped', fr: 'Liaison arrêtée' },
  product: { en: 'Product', fr: 'Produit' },
  broker: { en: 'Broker', fr: 'Courtier' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet de courtage' },
  correspondenceLanguage: { en: 'Language of correspondence', fr: 'Langue de correspondance' },
  operations: { en: 'Operations', fr: 'Activités' },
  reason: { en: 'Reason', fr: 'Motif' },
  letterDeliveredOn: { en: 'Notice delivered on', fr: 'Avis remis le' },
  cancellationDate: { en: 'Cancellation date', fr: 'Date de résiliation' },
});

/** A history entry's changed values in words. */
export const fieldValueMessages = defineMessages({
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
  'en-CA': { en: 'English', fr: 'Anglais' },
  'fr-CA': { en: 'French', fr: 'Français' },
  termFrom: { en: 'term from {day}', fr: 'période d’assurance à compter du {day}' },
  nextTerm: { en: 'next term', fr: 'prochaine période d’assurance' },
});

/** A payment's or a refund's status in a history entry (others are shown made readable). */
export const settlementStatusMessages = defineMessages({
  succeeded: { en: 'Succeeded', fr: 'Réussi' },
  pending: { en: 'Pending', fr: 'En attente' },
  failed: { en: 'Failed', fr: 'Échoué' },
  canceled: { en: 'Canceled', fr: 'Annulé' },
});

/** A commission transfer's status, by the statuses the domain writes (others are shown made readable). */
export const transferStatusMessages = defineMessages({
  pending: { en: 'Pending', fr: 'En attente' },
  paid: { en: 'Paid', fr: 'Payé' },
  failed: { en: 'Failed', fr: 'Échoué' },
});

/** A saved card's option (the card choice of the record's payment forms). */
export const savedCardMessages = defineMessages({
  payWith: {
    en: 'Pay with {brand} ending {last4}',
    fr: 'Payer avec la carte {brand} se terminant par {last4}',
  },
  card: { en: 'Card', fr: 'Carte' },
});

/** The record's quote figures built outside React (commission split, payment schedule). */
export const quoteFigureMessages = defineMessages({
  insurerPremium: { en: 'Insurer premium', fr: 'Prime de l’assureur' },
  mgaPremium: { en: 'MGA premium', fr: 'Prime de l’agent général (MGA)' },
  brokerCommission: { en: 'Broker commission', fr: 'Commission du courtier' },
  commissionSplit: { en: 'Commission split', fr: 'Répartition des commissions' },
  atBind: { en: 'At bind', fr: 'À la liaison' },
  monthAfter: {
    en: 'Month {months} after the effective date',
    fr: '{months} mois après la date d’effet',
  },
});
