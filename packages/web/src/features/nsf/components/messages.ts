import { defineMessages } from '../../../i18n/use-t.ts';

/** /nsf: the NSF invoices page, its filters and its table. */
export const nsfPageMessages = defineMessages({
  title: { en: 'NSF Invoices', fr: 'Factures NSF' },
  intro: {
    en: 'Scheduled payments the card declined. The card is tried again on the next attempt day; after the last attempt the policy is cancelled for non-payment on its cancellation date unless paid.',
    fr: 'Paiements planifiés refusés par la carte (provision insuffisante). La carte est débitée de nouveau le prochain jour de tentative\u00a0; après la dernière tentative, la police est résiliée pour non-paiement à sa date de résiliation, sauf paiement.',
  },
  tableName: { en: 'NSF invoices', fr: 'Factures NSF' },
  loading: { en: 'Loading NSF invoices', fr: 'Chargement des factures NSF' },
  emptyTitle: { en: 'No NSF invoices', fr: 'Aucune facture NSF' },
  emptyHint: {
    en: 'When a scheduled payment is declined, its NSF invoice appears here.',
    fr: 'Lorsqu’un paiement planifié est refusé, sa facture NSF apparaît ici.',
  },
});

export const nsfFiltersMessages = defineMessages({
  region: { en: 'Search and filters', fr: 'Recherche et filtres' },
  search: { en: 'Search', fr: 'Rechercher' },
  searchPlaceholder: {
    en: 'Policy number, insured or invoice',
    fr: 'Numéro de police, assuré ou facture',
  },
  status: { en: 'Status', fr: 'Statut' },
  allStatuses: { en: 'All statuses', fr: 'Tous les statuts' },
  notice: { en: 'Notice', fr: 'Avis' },
  allNotices: { en: 'All notices', fr: 'Tous les avis' },
  awaitingDelivery: { en: 'Awaiting delivery', fr: 'Livraison en attente' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet' },
  allBrokerages: { en: 'All brokerages', fr: 'Tous les cabinets' },
  clear: { en: 'Clear filters', fr: 'Effacer les filtres' },
});

/** The table's columns (keyed by column id) and its other words. */
export const nsfTableMessages = defineMessages({
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  insured: { en: 'Insured', fr: 'Assuré' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  term: { en: 'Term', fr: 'Période d’assurance' },
  policyStatus: { en: 'Policy status', fr: 'Statut de la police' },
  reason: { en: 'Reason', fr: 'Motif' },
  amountOwing: { en: 'Amount owing', fr: 'Montant dû' },
  mpfOwing: { en: 'Missed payment fee owing', fr: 'Frais de paiement manqué dus' },
  attempts: { en: 'Attempts', fr: 'Tentatives' },
  nextAttempt: { en: 'Next attempt', fr: 'Prochaine tentative' },
  cancellationDate: { en: 'Cancellation date', fr: 'Date de résiliation' },
  status: { en: 'Status', fr: 'Statut' },
  openRecord: { en: 'Open record', fr: 'Ouvrir le dossier' },
  region: { en: 'NSF invoices table', fr: 'Tableau des factures NSF' },
  table: { en: 'NSF invoices', fr: 'Factures NSF' },
  actions: { en: 'Actions', fr: 'Actions' },
  editOf: { en: 'Edit NSF invoice {invoice}', fr: 'Modifier la facture NSF {invoice}' },
  edit: { en: 'Edit', fr: 'Modifier' },
});
