import { defineMessages } from '../../../i18n/use-t.ts';

/** /crm: the page. */
export const crmPageMessages = defineMessages({
  title: { en: 'CRM', fr: 'GRC' },
  loading: { en: 'Loading applications', fr: 'Chargement des propositions' },
  emptyTitle: { en: 'No applications found', fr: 'Aucune proposition trouvée' },
  emptyHint: {
    en: 'Applications you start or are assigned will appear here.',
    fr: 'Les propositions que vous commencez ou qui vous sont attribuées apparaîtront ici.',
  },
});

/** The search box and its close matches. */
export const crmSearchMessages = defineMessages({
  closeMatches: {
    en: 'Close matches (typo-tolerant)',
    fr: 'Résultats proches (tolérant aux fautes de frappe)',
  },
  closeMatchesFailed: {
    en: 'Close matches could not be loaded: {error}',
    fr: 'Les résultats proches n’ont pas pu être chargés\u00a0: {error}',
  },
  searching: { en: 'Searching…', fr: 'Recherche…' },
  search: { en: 'Search', fr: 'Rechercher' },
  placeholder: {
    en: 'Policy number, insured name or email',
    fr: 'Numéro de police, nom de l’assuré ou courriel',
  },
});

/** The filters (the statuses' and payment periods' labels are lib/messages.ts's). */
export const crmFiltersMessages = defineMessages({
  region: { en: 'Search and filters', fr: 'Recherche et filtres' },
  status: { en: 'Status', fr: 'Statut' },
  salesStatus: { en: 'Sales status', fr: 'Statut de vente' },
  product: { en: 'Product', fr: 'Produit' },
  allProducts: { en: 'All products', fr: 'Tous les produits' },
  province: { en: 'Province', fr: 'Province' },
  allProvinces: { en: 'All provinces', fr: 'Toutes les provinces' },
  paymentPeriod: { en: 'Payment period', fr: 'Mode de paiement' },
  allPeriods: { en: 'All periods', fr: 'Tous les modes' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet' },
  allBrokerages: { en: 'All brokerages', fr: 'Tous les cabinets' },
  includeClosed: {
    en: 'Include closed (Closed-Loss, Closed-Test)',
    fr: 'Inclure les fermées (Closed-Loss, Closed-Test)',
  },
  clear: { en: 'Clear filters', fr: 'Effacer les filtres' },
  clearCount: { en: 'Clear filters ({count})', fr: 'Effacer les filtres ({count})' },
});

/** The list's columns (keyed by column id) and its rows. */
export const crmTableMessages = defineMessages({
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  insured: { en: 'Insured', fr: 'Assuré' },
  product: { en: 'Product', fr: 'Produit' },
  status: { en: 'Status', fr: 'Statut' },
  policyEffectiveDate: { en: 'Effective', fr: 'Date d’effet' },
  policyExpiryDate: { en: 'Expiry', fr: 'Expiration' },
  totalPremium: { en: 'Total premium', fr: 'Prime totale' },
  broker: { en: 'Broker', fr: 'Courtier' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet' },
  createdAt: { en: 'Created', fr: 'Créée le' },
  renewal: { en: 'Renewal', fr: 'Renouvellement' },
  table: { en: 'Applications', fr: 'Propositions' },
  open: { en: 'Open {insured}', fr: 'Ouvrir {insured}' },
  openWithPolicy: { en: 'Open {insured} ({policy})', fr: 'Ouvrir {insured} ({policy})' },
});
