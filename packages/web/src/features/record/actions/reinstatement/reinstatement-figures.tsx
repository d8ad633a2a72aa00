import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReinstatementPreview } from '@bm/contracts';
import { formatCad } from '@bm/domain';

/** The preview's figures: what is invoiced again, and what the cancellation raised that is voided. */
export function ReinstatementFigures({ figures }: { figures: ReinstatementPreview }) {
  const rows: [string, string][] = [
    ['Cancelled as of', figures.cancEffectiveDate],
    ['Policy expiry (unchanged)', figures.policyExpiryDate],
    ['Returned at cancellation', formatCad(figures.returnedAmount)],
    ['Reinstatement invoice', formatCad(figures.reinstatementInvoice)],
    ...figures.invoices.map((invoice): [string, string] => [
      `${invoice.isMpf ? 'Missed payment fee' : `Payment ${invoice.instalmentNumber ?? ''}`.trim()} due ${invoice.dueDay}`,
      formatCad(invoice.amountDue),
    ]),
  ];
  if (figures.voidBalanceInvoice)
    rows.push(['Cancellation balance voided', formatCad(figures.balanceVoided)]);
  if (figures.balanceCredit > 0)
    rows.push(['Paid on the cancellation balance (credited)', formatCad(figures.balanceCredit)]);
  if (figures.unappliedCredit > 0)
    rows.push(['Credit left to refund by hand', formatCad(figures.unappliedCredit)]);
  return (
    <>
      <Table size="small" aria-label="Reinstatement figures">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={`${label}-${value}`}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Total to invoice
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="reinstatement-total">
              {formatCad(figures.totalToInvoice)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Nothing is charged to the card: the invoices stay open for the finance team to collect.
      </Typography>
    </>
  );
}
