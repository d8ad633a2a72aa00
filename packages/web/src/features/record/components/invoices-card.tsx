import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {
  Application,
  InvoiceItem,
  InvoiceList,
  InvoiceStatus,
  InvoiceTotals,
  ManualRefund,
} from '@bm/contracts';
import {
  canSettleManualRefund,
  DEFAULT_LOCALE,
  formatDate,
  formatMoney,
  MESSAGES,
  say,
  type Locale,
} from '@bm/domain';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { TABLE_CELL_MAX_WIDTH } from '../../../components/table-layout.ts';
import { INVOICE_STATUS_CHIPS } from '../../../lib/invoice-labels.ts';
import { BilledByChange } from './billed-by-change.tsx';
import { ListQueryBody } from './list-query-body.tsx';
import { SETTLE_REFUND_TITLE, SettleRefundDialog } from '../actions/settle-refund/settle-refund-dialog.tsx';
import { invoicesCardMessages as m } from './messages.ts';

/** Spec section 8: loading invoices failed. */
export const INVOICES_ERROR = MESSAGES.invoicesLoadFailed;
export const NO_INVOICES = m.noInvoices.en;
export const NO_INVOICES_MANUAL = m.noInvoicesManual.en;

/** A credit note's manual refund: owed back to the insured until finance paid it out by hand. */
const REFUND_CHIPS: Record<ManualRefund['status'], { label: 'refundPending' | 'refunded'; color: ChipProps['color'] }> = {
  pending: { label: 'refundPending', color: 'warning' },
  succeeded: { label: 'refunded', color: 'success' },
};

export function InvoiceStatusChip({
  status,
  refund = null,
}: {
  status: InvoiceStatus;
  refund?: ManualRefund | null;
}) {
  const t = useT(m);
  const chip =
    refund && status !== 'void'
      ? { ...REFUND_CHIPS[refund.status], label: t(REFUND_CHIPS[refund.status].label) }
      : INVOICE_STATUS_CHIPS[status];
  return <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />;
}

/**
 * "Billed $x · Paid $y · Owing $z", as the server totals them: one net figure, what is left to
 * collect, or "Refund owed $z" when the credits owed back to the insured are more than what the
 * open invoices ask (never both side by side: credits before charges, docs/decisions/0057).
 */
export function totalsLine(totals: InvoiceTotals, locale: Locale = DEFAULT_LOCALE): string {
  const money = (amount: number) => formatMoney(amount, locale);
  const net =
    totals.owing < 0
      ? say(m.refundOwed, locale, { amount: money(-totals.owing) })
      : say(m.owing, locale, { amount: money(totals.owing) });
  return say(m.totals, locale, { billed: money(totals.billed), paid: money(totals.paid), net });
}

/** Who paid a refund out and when, under its chip: "Paid 2026-11-24 · ref CHQ-123". */
function refundPaidLine(refund: ManualRefund, locale: Locale): string | null {
  return refund.status === 'succeeded' && refund.paidOn
    ? say(m.paidOn, locale, { day: refund.paidOn }) +
        (refund.reference ? say(m.reference, locale, { reference: refund.reference }) : '')
    : null;
}

/** Cells keep to their content at 390 px; wider screens keep MUI's padding. */
const cellSx = { px: { xs: 1, sm: 2 } } as const;

/**
 * Five columns that fit the record's column at 1366 px: the description reads under the invoice
 * number instead of taking a column of its own. On a phone the table may still be wider than the
 * screen: its scroll area is a labelled region in the tab order, so the keyboard can scroll it.
 */
function InvoicesTable({
  invoices,
  onSettle,
}: {
  invoices: InvoiceItem[];
  /** Offered on pending manual refunds to finance staff and super admins only. */
  onSettle: ((invoice: InvoiceItem) => void) | null;
}) {
  const t = useT(m);
  const f = useFormat();
  return (
    <Box
      role="region"
      aria-label={t('table')}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={cellSx}>{t('invoice')}</TableCell>
            <TableCell sx={cellSx}>{t('due')}</TableCell>
            <TableCell sx={cellSx} align="right">
              {t('amount')}
            </TableCell>
            <TableCell sx={cellSx} align="right">
              {t('paid')}
            </TableCell>
            <TableCell sx={cellSx}>{t('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell
                component="th"
                scope="row"
                sx={{ ...cellSx, maxWidth: TABLE_CELL_MAX_WIDTH, overflowWrap: 'anywhere' }}
              >
                {invoice.number}
                {invoice.description && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {invoice.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{formatDate(invoice.dueDate)}</TableCell>
              <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }} align="right">
                {f.money(invoice.amountDue)}
              </TableCell>
              <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }} align="right">
                {f.money(invoice.amountPaid)}
              </TableCell>
              <TableCell sx={cellSx}>
                <InvoiceStatusCell invoice={invoice} onSettle={onSettle} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function InvoiceStatusCell({
  invoice,
  onSettle,
}: {
  invoice: InvoiceItem;
  onSettle: ((invoice: InvoiceItem) => void) | null;
}) {
  const t = useT(m);
  const f = useFormat();
  const refund = invoice.manualRefund;
  const paidLine = refund ? refundPaidLine(refund, f.locale) : null;
  const settleable = refund?.status === 'pending' && invoice.status === 'open' && onSettle;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <InvoiceStatusChip status={invoice.status} refund={refund} />
      {paidLine && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {paidLine}
        </Typography>
      )}
      {settleable && (
        <Button
          size="small"
          sx={{ whiteSpace: 'nowrap', px: 0.5 }}
          aria-label={t('settleFor', { action: SETTLE_REFUND_TITLE, invoice: invoice.number })}
          onClick={() => onSettle(invoice)}
        >
          {SETTLE_REFUND_TITLE}
        </Button>
      )}
    </Box>
  );
}

/**
 * The record's invoices: each with its status, then what was billed, paid and is owing. A bound
 * policy without a card on file was bound manually: its invoices are off-platform. A credit note
 * whose refund finance pays by hand shows "Refund pending" until finance staff or a super admin
 * records it paid ("Record refund paid"), then "Refunded" with the day and reference.
 */
export function InvoicesCard({ record }: { record: Application }) {
  const invoices = useInvoices(record.applicationId);
  const { user } = useCurrentUser();
  const [settling, setSettling] = useState<InvoiceItem | null>(null);
  const manual = record.status === 'bound' && !record.stripe.customerId;
  const maySettle = user ? canSettleManualRefund(user.flags) : false;
  const t = useT(m);
  const f = useFormat();
  const sayShared = useSay();

  return (
    <Card variant="outlined">
      <CardHeader title={t('title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <ListQueryBody
          query={invoices}
          loadingLabel={t('loading')}
          emptyText={manual ? t('noInvoicesManual') : t('noInvoices')}
          errorText={sayShared(INVOICES_ERROR)}
          isEmpty={(data: InvoiceList) => data.invoices.length === 0}
        >
          {(data) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <InvoicesTable invoices={data.invoices} onSettle={maySettle ? setSettling : null} />
              <Typography variant="body2">{totalsLine(data.totals, f.locale)}</Typography>
              <BilledByChange record={record} billed={data.totals.billed} />
            </Box>
          )}
        </ListQueryBody>
        {settling?.manualRefund && (
          <SettleRefundDialog
            applicationId={record.applicationId}
            invoice={settling}
            refund={settling.manualRefund}
            onClose={() => setSettling(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
