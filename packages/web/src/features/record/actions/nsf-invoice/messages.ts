import { defineMessages } from '../../../../i18n/use-t.ts';

/** The NSF invoices dialog's words. */
export const nsfInvoiceMessages = defineMessages({
  title: { en: 'NSF invoices', fr: 'Factures NSF' },
  none: {
    en: 'This policy has no NSF invoices: no scheduled payment has been declined.',
    fr: 'Cette police n’a aucune facture NSF\u00a0: aucun paiement prévu n’a été refusé.',
  },
  invoice: { en: 'Invoice {number}', fr: 'Facture {number}' },
  policy: { en: 'Policy', fr: 'Police' },
  term: { en: 'Term', fr: 'Période d’assurance' },
  reason: { en: 'Reason', fr: 'Motif' },
  amountOwing: { en: 'Amount owing', fr: 'Montant dû' },
  feeOwing: { en: 'Missed payment fee owing', fr: 'Frais de paiement manqué dus' },
  attempts: { en: 'Attempts', fr: 'Tentatives' },
  nextAttempt: { en: 'Next attempt', fr: 'Prochaine tentative' },
  cancellationDate: { en: 'Cancellation date', fr: 'Date de résiliation' },
  openRecord: { en: 'Open the policy record', fr: 'Ouvrir le dossier de la police' },
  edit: { en: 'Edit', fr: 'Modifier' },
  loading: { en: 'Loading NSF invoices', fr: 'Chargement des factures NSF' },
  close: { en: 'Close', fr: 'Fermer' },
  noLink: { en: 'No payment link: {reason}', fr: 'Aucun lien de paiement\u00a0: {reason}' },
  loadingLink: { en: 'Loading the payment link', fr: 'Chargement du lien de paiement' },
});
