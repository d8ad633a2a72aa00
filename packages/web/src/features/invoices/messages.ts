import { defineMessages } from '../../i18n/use-t.ts';

/** The /invoices page's words (page, filters, search, totals, table). */
export const invoicesMessages = defineMessages({
  title: { en: 'Invoices', fr: 'Factures' },
  exportCsv: { en: 'Export CSV', fr: 'Exporter en CSV' },
  loading: { en: 'Loading invoices', fr: 'Chargement des factures' },
  emptyTitle: { en: 'No invoices found', fr: 'Aucune facture trouvée' },
  emptyHint: {
    en: 'The invoices of the policies you bind will appear here.',
    fr: 'Les factures des polices que vous liez apparaîtront ici.',
  },
  // Filters.
  searchAndFilters: { en: 'Search and filters', fr: 'Recherche et filtres' },
  status: { en: 'Status', fr: 'Statut' },
  allStatuses: { en: 'All statuses', fr: 'Tous les statuts' },
  type: { en: 'Type', fr: 'Type' },
  allTypes: { en: 'All types', fr: 'Tous les types' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet de courtage' },
  allBrokerages: { en: 'All brokerages', fr: 'Tous les cabinets' },
  dueFrom: { en: 'Due from', fr: 'Échéance à partir du' },
  dueTo: { en: 'Due to', fr: 'Échéance jusqu’au' },
  sort: { en: 'Sort', fr: 'Tri' },
  latestDueFirst: { en: 'Latest due first', fr: 'Échéance la plus récente d’abord' },
  overdueFirst: { en: 'Overdue first', fr: 'En souffrance d’abord' },
  clearFilters: {
    en: '{count, plural, =0 {Clear filters} other {Clear filters (#)}}',
    fr: '{count, plural, =0 {Effacer les filtres} other {Effacer les filtres (#)}}',
  },
  search: { en: 'Search', fr: 'Rechercher' },
  searchPlaceholder: {
    en: 'Policy number, insured or invoice number',
    fr: 'Numéro de police, assuré ou numéro de facture',
  },
  // Totals.
  totals: { en: 'Totals', fr: 'Totaux' },
  invoicesMatching: { en: 'Invoices matching', fr: 'Factures correspondantes' },
  billed: { en: 'Billed', fr: 'Facturé' },
  paid: { en: 'Paid', fr: 'Payé' },
  owing: { en: 'Owing', fr: 'Dû' },
  totalsNote: {
    en: 'Totals over every invoice matching the search and filters, not only this page: billed and paid leave out void invoices; owing is what open invoices still ask for.',
    fr: 'Totaux sur toutes les factures correspondant à la recherche et aux filtres, pas seulement cette page\u00a0: le facturé et le payé excluent les factures annulées; le dû est ce que les factures ouvertes demandent encore.',
  },
  // Table.
  invoicesTable: { en: 'Invoices table', fr: 'Tableau des factures' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  openRecord: { en: 'Open record', fr: 'Ouvrir le dossier' },
  insured: { en: 'Insured', fr: 'Assuré' },
  due: { en: 'Due', fr: 'Échéance' },
  amountDue: { en: 'Amount due', fr: 'Montant dû' },
});
