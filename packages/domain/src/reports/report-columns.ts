import { formatMoney, formatPercent } from '../i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { formatCad, type Cents } from '../money.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { PayoutStatus, TransactionFigures } from './commission-report.ts';

/** Which columns a user gets (spec section 6): the full report, or the reduced broker variant. */
export type CommissionReportVariant = 'broker' | 'full';

/** One line of the commission report: the transaction, its policy, and its stored figures. */
export interface CommissionReportLine {
  transactionId: string;
  applicationId: string;
  policyNumber: string | null;
  productName: string;
  province: string | null;
  /** The Vancouver day the transaction was written, YYYY-MM-DD. */
  transactionDate: string;
  type: string;
  brokerageName: string;
  brokerName: string | null;
  leadSource: string;
  /** The policy's effective day, YYYY-MM-DD. */
  effectiveDate: string | null;
  paymentPeriod: PaymentPeriod;
  /** Full variant only. */
  insurer?: string | null;
  customerId?: string | null;
  payoutStatus: PayoutStatus;
  figures: TransactionFigures;
}

type Kind = 'text' | 'money' | 'percent' | 'rate';

export interface CommissionReportColumn {
  key: string;
  header: string;
  kind: Kind;
  /** Only in the full variant. */
  fullOnly: boolean;
  value: (line: CommissionReportLine) => string | number | null;
}

const text = (
  key: string,
  header: string,
  value: (l: CommissionReportLine) => string | null,
  fullOnly = false,
) => ({ key, header, kind: 'text', fullOnly, value }) as CommissionReportColumn;
const money = (key: string, header: string, value: (l: CommissionReportLine) => Cents, fullOnly = false) =>
  ({ key, header, kind: 'money', fullOnly, value }) as CommissionReportColumn;

/**
 * The report's columns in order (spec section 9). Broker variant: policy number, product, province,
 * transaction date, type, brokerage, broker, lead source, effective date, payment period, total
 * policy premium, broker premium, tax rate, taxes, payout amount, payout status. The full variant
 * adds insurer, commissions, fees, provider fees, financing fees, transaction fees, PST, net margin
 * (and its percentage), total charged, customer id, insurer and broker payment.
 */
export const COMMISSION_REPORT_COLUMNS: readonly CommissionReportColumn[] = [
  text('policyNumber', 'Policy Number', (l) => l.policyNumber),
  text('product', 'Product', (l) => l.productName),
  text('province', 'Province', (l) => l.province),
  text('transactionDate', 'Transaction Date', (l) => l.transactionDate),
  text('type', 'Type', (l) => l.type),
  text('brokerage', 'Brokerage', (l) => l.brokerageName),
  text('broker', 'Broker', (l) => l.brokerName),
  text('leadSource', 'Lead Source', (l) => l.leadSource),
  text('effectiveDate', 'Effective Date', (l) => l.effectiveDate),
  text('paymentPeriod', 'Payment Period', (l) => l.paymentPeriod),
  text('insurer', 'Insurer', (l) => l.insurer ?? null, true),
  money('premium', 'Total Policy Premium', (l) => l.figures.premium),
  money('brokerPremium', 'Broker Premium', (l) => l.figures.brokerCommission),
  money('commissions', 'Commissions', (l) => l.figures.brokerCommission + l.figures.mgaCommission, true),
  { key: 'taxRate', header: 'Tax Rate', kind: 'rate', fullOnly: false, value: (l) => l.figures.taxRate },
  money('taxes', 'Taxes', (l) => l.figures.taxes),
  money('fees', 'Fees', (l) => l.figures.fees, true),
  money('providerFees', 'Provider Fees', (l) => l.figures.providerFees, true),
  money('financingFees', 'Financing Fees', (l) => l.figures.financingFees, true),
  money('transactionFees', 'Transaction Fees', (l) => l.figures.transactionFees, true),
  money('pst', 'PST', (l) => l.figures.pst, true),
  money('netMargin', 'Net Margin', (l) => l.figures.netMargin, true),
  {
    key: 'netMarginPercentage',
    header: 'Net Margin %',
    kind: 'percent',
    fullOnly: true,
    value: (l) => l.figures.netMarginPercentage,
  },
  money('totalCharged', 'Total Charged', (l) => l.figures.totalCharged, true),
  text('customerId', 'Customer ID', (l) => l.customerId ?? null, true),
  money('insurerPayment', 'Insurer Payment', (l) => l.figures.insurerPremium, true),
  money('brokerPayment', 'Broker Payment', (l) => l.figures.brokerCommission, true),
  money('payoutAmount', 'Payout Amount', (l) => l.figures.brokerCommission),
  text('payoutStatus', 'Payout Status', (l) => l.payoutStatus),
];

export function commissionReportColumns(variant: CommissionReportVariant): readonly CommissionReportColumn[] {
  return variant === 'full'
    ? COMMISSION_REPORT_COLUMNS
    : COMMISSION_REPORT_COLUMNS.filter((c) => !c.fullOnly);
}

/**
 * A column's value as the screen and the CSV show it: dollars, a percent, a rate or the text. The CSV
 * and English screens say "$1,234.56" and "16.67%"; French screens "1 234,56 $" and "16,67 %".
 */
export function formatReportValue(
  column: CommissionReportColumn,
  value: string | number | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (value === null) return '';
  if (locale === 'fr-CA' && column.kind !== 'text') {
    if (column.kind === 'money') return formatMoney(value as Cents, locale);
    if (column.kind === 'percent') return formatPercent((value as number) / 100, locale, 2);
    return formatPercent(value as number, locale, 3);
  }
  if (column.kind === 'money') return formatCad(value as Cents);
  if (column.kind === 'percent') return `${(value as number).toFixed(2)}%`;
  if (column.kind === 'rate') return `${roundPercent((value as number) * 100)}%`;
  return String(value);
}

const roundPercent = (percent: number) => Number(percent.toFixed(3)).toString();

/** The figures summed over lines: the report's totals row, to the cent. */
export type CommissionReportTotals = Omit<TransactionFigures, 'taxRate' | 'netMarginPercentage'> & {
  count: number;
  netMarginPercentage: number;
};

export const SUMMED_FIGURES = [
  'premium',
  'brokerCommission',
  'mgaCommission',
  'insurerPremium',
  'taxes',
  'fees',
  'providerFees',
  'financingFees',
  'transactionFees',
  'pst',
  'netMargin',
  'totalCharged',
] as const satisfies readonly (keyof TransactionFigures)[];
