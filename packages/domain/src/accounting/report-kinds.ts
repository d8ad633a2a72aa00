/**
 * The accounting reports on /financial-reports (issue 15 item 2; docs/decisions/0043): what each
 * groups by and the figures (integer cents) each row, total and drill-down row carries. The server
 * fills them; the page, its chart and the CSV read the same definitions.
 */
export const ACCOUNTING_REPORTS = [
  'premium',
  'taxes',
  'tax-authorities',
  'commissions',
  'insurers',
  'refunds-fees',
] as const;
export type AccountingReportKind = (typeof ACCOUNTING_REPORTS)[number];

export interface AccountingFigure {
  key: string;
  header: string;
}

export interface AccountingReportDefinition {
  title: string;
  /** What a row is: its key's header (Month, Province, Brokerage, Insurer). */
  groupHeader: string;
  figures: readonly AccountingFigure[];
  /** One line on what the figures are, shown under the title. */
  summary: string;
}

export const ACCOUNTING_REPORT_DEFINITIONS: Record<AccountingReportKind, AccountingReportDefinition> = {
  premium: {
    title: 'Premium written, earned and unearned',
    groupHeader: 'Month',
    figures: [
      { key: 'written', header: 'Written premium' },
      { key: 'earned', header: 'Earned premium' },
      { key: 'unearned', header: 'Unearned premium (month end)' },
    ],
    summary:
      'Written in the month a transaction was booked; earned pro rata by day from its effective day to expiry; unearned is written to date less earned to date.',
  },
  taxes: {
    title: 'Taxes collected and payable',
    groupHeader: 'Province',
    figures: [
      { key: 'premiumTax', header: 'Premium tax' },
      { key: 'gstHst', header: 'GST/HST' },
      { key: 'pst', header: 'PST' },
      { key: 'total', header: 'Total payable' },
    ],
    summary: 'Premium tax on premiums, GST/HST and PST on fees, by the province of the risk.',
  },
  'tax-authorities': {
    title: 'Tax owed by authority',
    groupHeader: 'Authority and month',
    figures: [
      { key: 'collected', header: 'Tax collected' },
      { key: 'returned', header: 'Tax returned' },
      { key: 'payable', header: 'Net owed' },
    ],
    summary:
      "Per tax authority and Vancouver month (docs/decisions/0058): GST/HST on fees to the Canada Revenue Agency; premium tax and PST, RST or QST to the province's authority. Net owed is what the journal's tax accounts of that authority moved.",
  },
  commissions: {
    title: 'Commissions payable to brokers',
    groupHeader: 'Brokerage',
    figures: [
      { key: 'commission', header: 'Commission' },
      { key: 'paid', header: 'Paid out' },
      { key: 'payable', header: 'Payable' },
    ],
    summary: 'Broker commission on each transaction, less what completed brokerage payouts paid.',
  },
  insurers: {
    title: 'Premium payable to insurers',
    groupHeader: 'Insurer',
    figures: [
      { key: 'insurerPremium', header: 'Insurer premium' },
      { key: 'paid', header: 'Paid out' },
      { key: 'payable', header: 'Payable' },
    ],
    summary: 'Premium less broker and MGA commissions, less what completed insurer payouts paid.',
  },
  'refunds-fees': {
    title: 'Refunds and fees',
    groupHeader: 'Month',
    figures: [
      { key: 'refunds', header: 'Refunds paid' },
      { key: 'fees', header: 'Fees charged' },
    ],
    summary: 'Refunds paid back to insureds (card and manual) and fees charged, by Vancouver month.',
  },
};

export function isAccountingReportKind(value: string): value is AccountingReportKind {
  return (ACCOUNTING_REPORTS as readonly string[]).includes(value);
}

/** The longest period a report covers, in months (the earning of each policy is computed per month). */
export const ACCOUNTING_MAX_MONTHS = 36;
