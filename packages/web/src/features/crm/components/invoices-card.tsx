import Box from '@mui/material/Box';
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
import type { Application, InvoiceItem, InvoiceList, InvoiceStatus, InvoiceTotals } from '@bm/contracts';
import { formatCad, formatDate } from '@bm/domain';
import { useInvoices } from '../api/get-invoices.ts';
import { ellipsisSx } from '../lib/layout.ts';
import { ListQueryBody } from './list-query-body.tsx';

const TITLE = 'Invoices';
/** Spec section 8: loading invoices failed. */
export const INVOICES_ERROR = 'Sorry, the invoices cannot be obtained at this moment, please contact us.';
export const NO_INVOICES = 'No invoices.';
export const NO_INVOICES_MANUAL = 'No invoices. A manually bound policy is paid off the platform.';

const STATUS_CHIPS: Record<InvoiceStatus, { label: string; color: ChipProps['color'] }> = {
  open: { label: 'Open', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  void: { label: 'Void', color: 'default' },
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const chip = STATUS_CHIPS[status];
  return <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />;
}

/** "Billed $x · Paid $y · Owing $z", as the server totals them. */
export function totalsLine(totals: InvoiceTotals): string {
  return `Billed ${formatCad(totals.billed)} · Paid ${formatCad(totals.paid)} · Owing ${formatCad(totals.owing)}`;
}

function InvoicesTable({ invoices }: { invoices: InvoiceItem[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={TITLE}>
        <TableHead>
          <TableRow>
            <TableCell>Invoice #</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {invoice.number}
              </TableCell>
              <TableCell sx={ellipsisSx} title={invoice.description ?? undefined}>
                {invoice.description ?? ''}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.dueDate)}</TableCell>
              <TableCell align="right">{formatCad(invoice.amountDue)}</TableCell>
              <TableCell align="right">{formatCad(invoice.amountPaid)}</TableCell>
              <TableCell>
                <InvoiceStatusChip status={invoice.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The record's invoices (read-only): each with its status, then what was billed, paid and is
 * owing. A bound policy without a card on file was bound manually: its invoices are off-platform.
 */
export function InvoicesCard({ record }: { record: Application }) {
  const invoices = useInvoices(record.applicationId);
  const manual = record.status === 'bound' && !record.stripe.customerId;

  return (
    <Card variant="outlined">
      <CardHeader title={TITLE} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <ListQueryBody
          query={invoices}
          loadingLabel="Loading invoices"
          emptyText={manual ? NO_INVOICES_MANUAL : NO_INVOICES}
          errorText={INVOICES_ERROR}
          isEmpty={(data: InvoiceList) => data.invoices.length === 0}
        >
          {(data) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <InvoicesTable invoices={data.invoices} />
              <Typography variant="body2">{totalsLine(data.totals)}</Typography>
            </Box>
          )}
        </ListQueryBody>
      </CardContent>
    </Card>
  );
}
