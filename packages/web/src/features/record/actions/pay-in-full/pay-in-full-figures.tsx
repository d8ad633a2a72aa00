import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PayInFullQuoteResponse } from '@bm/contracts';
import { formatCad, formatDate } from '@bm/domain';
import type { ShownCharge } from '../../lib/card-choice.ts';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';
import { type FigureRow, FigureTable } from '../../components/figure-table.tsx';

/**
 * The quote's figures, each with its label and how it adds up (spec 3, Pay in full quote):
 * total = received + remaining; remaining = overdue + not yet due; open balance = remaining -
 * financing fees not charged, which is what the card is charged.
 */
function figureRows(quote: PayInFullQuoteResponse, shown: ShownCharge): FigureRow[] {
  const surchargeTakenOff = quote.openBalance - shown.total;
  return [
    { label: 'Policy total', amount: formatCad(quote.totalAmount) },
    { label: 'Received', amount: formatCad(quote.receivedAmount) },
    ...(quote.creditsApplied > 0
      ? [
          {
            label: 'Credit applied',
            note: 'A refund owed to the insured, taken off the invoices first (in received)',
            amount: formatCad(quote.creditsApplied),
          },
        ]
      : []),
    { label: 'Remaining', note: 'Total less received', amount: formatCad(quote.remainingAmount) },
    { label: 'Overdue', note: 'Due before today, paid in full', amount: formatCad(quote.overdueAmount) },
    { label: 'Not yet due', amount: formatCad(quote.notYetDueAmount) },
    {
      label: 'Financing fees not charged',
      note: 'The instalments not yet due, paid ahead',
      amount: `−${formatCad(quote.financingFeesToBeReturned)}`,
    },
    // Shown when the invoices bill one (a debit-billed plan's carry none on any card).
    ...(quote.card.credit.cardFee > 0
      ? [
          {
            label: 'Credit card surcharge',
            note:
              surchargeTakenOff > 0
                ? 'Not charged on this card'
                : 'Billed inside the invoices, its tax included',
            amount: formatCad(shown.cardFee + shown.cardFeePST),
          },
        ]
      : []),
    {
      label: 'Open balance (charged now)',
      note:
        surchargeTakenOff > 0
          ? `Remaining less financing fees not charged and the credit card surcharge billed (${formatCad(surchargeTakenOff)})`
          : 'Remaining less financing fees not charged',
      amount: formatCad(shown.total),
      total: true,
    },
  ];
}

function invoiceLabel(instalmentNumber: number | null): string {
  return instalmentNumber === null ? 'Other charge' : `Payment ${instalmentNumber}`;
}

/** The open invoices the charge closes, with what each one is paid. */
function InvoicesClosed({ invoices }: { invoices: PayInFullQuoteResponse['invoices'] }) {
  if (invoices.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Invoices it pays
      </Typography>
      <Table size="small" aria-label="Invoices it pays">
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Outstanding</TableCell>
            <TableCell align="right">Fee not charged</TableCell>
            <TableCell align="right">To pay</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell component="th" scope="row">
                {invoice.number}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {invoiceLabel(invoice.instalmentNumber)}
                </Typography>
              </TableCell>
              <TableCell>
                {formatDate(invoice.dueDate)}
                {invoice.overdue && (
                  <Chip size="small" variant="outlined" color="error" label="Overdue" sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell align="right">{formatCad(invoice.outstanding)}</TableCell>
              <TableCell align="right">{formatCad(invoice.financingFeeReturned)}</TableCell>
              <TableCell align="right">{formatCad(invoice.toPay)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** How the open balance is made, then the invoices it closes. */
export function PayInFullFigures({ quote, shown }: { quote: PayInFullQuoteResponse; shown: ShownCharge }) {
  return (
    <>
      <FigureTable rows={figureRows(quote, shown)} label="Pay in full figures" />
      <CardSurchargeNote>{shown.note}</CardSurchargeNote>
      <InvoicesClosed invoices={quote.invoices} />
    </>
  );
}
