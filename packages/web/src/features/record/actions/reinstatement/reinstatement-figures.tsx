import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReinstatementPreview } from '@bm/contracts';
import { useFormat, useT } from '../../../../i18n/use-t.ts';
import { reinstatementMessages } from './messages.ts';

/** The preview's figures: what is invoiced again, and what the cancellation raised that is voided. */
export function ReinstatementFigures({ figures }: { figures: ReinstatementPreview }) {
  const t = useT(reinstatementMessages);
  const f = useFormat();
  const invoiceLabel = (invoice: ReinstatementPreview['invoices'][number]) => {
    const day = invoice.dueDay;
    if (invoice.isMpf) return t('mpfDue', { day });
    return invoice.instalmentNumber == null
      ? t('unnumberedPaymentDue', { day })
      : t('paymentDue', { number: invoice.instalmentNumber, day });
  };
  const rows: [string, string][] = [
    [t('cancelledAsOf'), figures.cancEffectiveDate],
    [t('policyExpiry'), figures.policyExpiryDate],
    [t('returnedAtCancellation'), f.money(figures.returnedAmount)],
    [t('reinstatementInvoice'), f.money(figures.reinstatementInvoice)],
    ...figures.invoices.map((invoice): [string, string] => [
      invoiceLabel(invoice),
      f.money(invoice.amountDue),
    ]),
  ];
  if (figures.voidBalanceInvoice) rows.push([t('balanceVoided'), f.money(figures.balanceVoided)]);
  if (figures.balanceCredit > 0) rows.push([t('balanceCredit'), f.money(figures.balanceCredit)]);
  if (figures.unappliedCredit > 0) rows.push([t('unappliedCredit'), f.money(figures.unappliedCredit)]);
  return (
    <>
      <Table size="small" aria-label={t('figures')}>
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
              {t('totalToInvoice')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="reinstatement-total">
              {f.money(figures.totalToInvoice)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('notCharged')}
      </Typography>
    </>
  );
}
