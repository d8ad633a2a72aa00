import { defineMessages } from '../../i18n/use-t.ts';

/**
 * The /financial-reports page's words (Accounting). The reports' own names, row and figure headers are
 * the domain's (`accountingReportDefinition(kind, locale)`).
 */
export const financialReportsMessages = defineMessages({
  title: { en: 'Accounting', fr: 'Comptabilité' },
  intro: {
    en: 'Figures from every policy transaction, in Vancouver months, to the cent.',
    fr: 'Les chiffres de chaque transaction de police, par mois de Vancouver, au cent près.',
  },
  ownBrokerage: { en: ' Your brokerage only.', fr: ' Votre cabinet de courtage seulement.' },
  from: { en: 'From', fr: 'Du' },
  to: { en: 'To', fr: 'Au' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet de courtage' },
  allBrokerages: { en: 'All brokerages', fr: 'Tous les cabinets de courtage' },
  exportCsv: { en: 'Export CSV', fr: 'Exporter en CSV' },
  reports: { en: 'Accounting reports', fr: 'Rapports comptables' },
  // The tabs.
  premium: { en: 'Premium', fr: 'Primes' },
  taxes: { en: 'Taxes', fr: 'Taxes' },
  'tax-authorities': { en: 'Tax by authority', fr: 'Taxes par administration' },
  commissions: { en: 'Broker commissions', fr: 'Commissions des courtiers' },
  insurers: { en: 'Insurer premium', fr: 'Primes des assureurs' },
  'refunds-fees': { en: 'Refunds and fees', fr: 'Remboursements et frais' },
  // The report.
  loading: { en: 'Loading the report', fr: 'Chargement du rapport' },
  noTransactions: { en: 'No transactions in this period.', fr: 'Aucune transaction dans cette période.' },
  chart: { en: '{title} chart', fr: 'Graphique\u00a0: {title}' },
  loadingChart: { en: 'Loading the chart', fr: 'Chargement du graphique' },
  openingUnearned: {
    en: 'Unearned premium when the period opens: {amount}',
    fr: 'Primes non acquises à l’ouverture de la période\u00a0: {amount}',
  },
  showPolicies: { en: 'Show the policies behind {label}', fr: 'Afficher les polices derrière {label}' },
  total: { en: 'Total', fr: 'Total' },
  // The drill-down.
  drillTitle: {
    en: '{header} {label}: the policies behind it',
    fr: '{header} {label}\u00a0: les polices qui le composent',
  },
  exportPolicies: { en: 'Export these policies as CSV', fr: 'Exporter ces polices en CSV' },
  close: { en: 'Close', fr: 'Fermer' },
  loadingPolicies: { en: 'Loading the policies', fr: 'Chargement des polices' },
  transactions: {
    en: '{count, plural, one {# transaction} other {# transactions}}',
    fr: '{count, plural, one {# transaction trouvée} other {# transactions trouvées}}',
  },
  firstListed: {
    en: '; the first {listed} are listed, the totals and the CSV have all of them.',
    fr: '\u00a0; les {listed} premières sont affichées, les totaux et le CSV les comprennent toutes.',
  },
  addUp: {
    en: '; they add up to the figures of the row.',
    fr: '\u00a0; leur somme donne les chiffres de la ligne.',
  },
  policiesBehind: { en: 'Policies behind {label}', fr: 'Polices derrière {label}' },
  policy: { en: 'Policy', fr: 'Police' },
  insured: { en: 'Insured', fr: 'Assuré' },
  date: { en: 'Date', fr: 'Date' },
  type: { en: 'Type', fr: 'Type' },
  openRecord: { en: 'Open record', fr: 'Ouvrir le dossier' },
});
