import type { BilingualMessage } from '@bm/domain';

/**
 * The French of the labels the server's modules compose for display (a report's row, a drill-down's
 * type) where the domain has no label of its own. Their English stays in the module that writes it; the
 * module says it in the request's language through `labelIn` (lib/i18n/labels.ts).
 */
export const SERVER_LABEL_PAIRS: BilingualMessage[] = [
  // financial-reports/ledger-reports.ts: the taxes report's row of records with no province
  { en: 'No province', fr: 'Aucune province' },
  // financial-reports/ledger-reports.ts: the refunds and fees drill-down's refunds
  { en: 'Manual refund', fr: 'Remboursement manuel' },
  { en: 'Card refund', fr: 'Remboursement par carte' },
  // analytics/summary-service.ts: the premium by province of records with no province yet
  { en: 'No province yet', fr: 'Aucune province pour l’instant' },
];
