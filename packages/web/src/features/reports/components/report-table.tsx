import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CommissionReportResponse } from '@bm/contracts';
import { TABLE_CELL_MAX_WIDTH } from '../../../components/table-layout.ts';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { reportsMessages } from '../messages.ts';
import {
  commissionReportColumns,
  commissionReportHeader,
  formatReportValue,
  isPaymentPeriod,
  PAYMENT_PERIOD_LABELS,
  type Locale,
  type CommissionReportColumn,
  type CommissionReportLine,
  type CommissionReportVariant,
} from '@bm/domain';

type Totals = CommissionReportResponse['totals'];

/** Shown until the user picks others: what fits a 1366 px screen, per variant. */
export const REPORT_DEFAULT_COLUMNS: Record<CommissionReportVariant, readonly string[]> = {
  broker: [
    'policyNumber',
    'product',
    'transactionDate',
    'type',
    'broker',
    'premium',
    'brokerPremium',
    'taxes',
    'payoutAmount',
    'payoutStatus',
  ],
  full: [
    'policyNumber',
    'product',
    'transactionDate',
    'type',
    'brokerage',
    'premium',
    'commissions',
    'taxes',
    'netMargin',
    'totalCharged',
    'payoutStatus',
  ],
};

/** The stored words of the payout status column, by their message. */
const STORED_WORDS: Partial<Record<string, 'paid' | 'notPaid'>> = {
  Paid: 'paid',
  'Not Paid': 'notPaid',
};

/** Names and places wrap between words; figures, dates and codes stay on one line. */
const WRAPPING = new Set(['product', 'type', 'brokerage', 'broker', 'leadSource', 'insurer']);
const cellSx = (column: CommissionReportColumn) =>
  WRAPPING.has(column.key)
    ? { minWidth: 96, maxWidth: TABLE_CELL_MAX_WIDTH, overflowWrap: 'break-word' as const }
    : { whiteSpace: 'nowrap' as const };

/** The totals row's cell of a column: money and the margin's percentage are summed; the rest are not. */
function totalCell(column: CommissionReportColumn, totals: Totals, locale: Locale): string {
  const figures = {
    premium: totals.premium,
    brokerPremium: totals.brokerCommission,
    payoutAmount: totals.brokerCommission,
    brokerPayment: totals.brokerCommission,
    taxes: totals.taxes,
    commissions:
      totals.mgaCommission === undefined ? undefined : totals.brokerCommission + totals.mgaCommission,
    insurerPayment: totals.insurerPremium,
    fees: totals.fees,
    providerFees: totals.providerFees,
    financingFees: totals.financingFees,
    transactionFees: totals.transactionFees,
    pst: totals.pst,
    netMargin: totals.netMargin,
    netMarginPercentage: totals.netMarginPercentage,
    totalCharged: totals.totalCharged,
  } as Record<string, number | undefined>;
  const value = figures[column.key];
  return value === undefined ? '' : formatReportValue(column, value, locale);
}

export interface ReportTableProps {
  variant: CommissionReportVariant;
  /** Undefined while the first page loads: skeleton rows are shown. */
  items: CommissionReportLine[] | undefined;
  totals: Totals | undefined;
  skeletonRows: number;
  /** The keys of the columns shown (the column chooser's); every column of the variant when not given. */
  visible?: readonly string[];
}

/**
 * The commission report's lines in the variant's columns (spec section 9), amounts right-aligned,
 * and a totals row over every matching line (not only this page): each the sum of the lines.
 */
export function ReportTable({ variant, items, totals, skeletonRows, visible }: ReportTableProps) {
  const columns = commissionReportColumns(variant).filter((c) => !visible || visible.includes(c.key));
  const numeric = (column: CommissionReportColumn) => column.kind !== 'text';
  const t = useT(reportsMessages);
  const f = useFormat();
  const locale = useLocale();
  const say = useSay();
  // The payout status and payment period are stored words (the CSV's): French screens say them in French,
  // the payment period by the domain's label of the plan. The transaction type and the lead source are the
  // domain's labels (New Business, Broker), the product the catalogue's name: said by useSay.
  const frenchWord = (column: CommissionReportColumn, text: string) => {
    if (column.key === 'type' || column.key === 'leadSource' || column.key === 'product') return say(text);
    if (locale === 'fr-CA' && column.key === 'paymentPeriod' && isPaymentPeriod(text))
      return say(PAYMENT_PERIOD_LABELS[text]);
    const stored = locale === 'fr-CA' && column.key === 'payoutStatus';
    const key = stored ? STORED_WORDS[text] : undefined;
    return key ? t(key) : text;
  };
  return (
    <Box
      role="region"
      aria-label={t('tableRegion')}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '& .MuiTableCell-root': { px: 1 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Table size="small" aria-label={t('commissionReport')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={numeric(column) ? 'right' : 'left'}
                sx={{ verticalAlign: 'bottom' }}
              >
                {commissionReportHeader(column, locale)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items === undefined
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row}>
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : items.map((line) => (
                <TableRow key={line.transactionId} hover>
                  {columns.map((column, index) => {
                    const text = frenchWord(column, formatReportValue(column, column.value(line), locale));
                    return (
                      <TableCell
                        key={column.key}
                        component={index === 0 ? 'th' : 'td'}
                        scope={index === 0 ? 'row' : undefined}
                        align={numeric(column) ? 'right' : 'left'}
                        sx={cellSx(column)}
                      >
                        {column.key === 'policyNumber' ? (
                          <Link component={RouterLink} to={`/crm/applications/${line.applicationId}`}>
                            {text || t('openRecord')}
                          </Link>
                        ) : (
                          text
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
        </TableBody>
        {totals ? (
          <TableFooter>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  align={numeric(column) ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}
                >
                  {index === 0
                    ? t('totals', { count: f.number(totals.count) })
                    : totalCell(column, totals, locale)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </Box>
  );
}
