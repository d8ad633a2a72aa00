import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { parseTransferPayments, transferStatusLabel } from '../lib/commission-transfer.ts';
import { recordCardsMessages } from './messages.ts';

/** The insurer's and the broker's payments out of a bound policy, with their status. */
export function CommissionTransferCard({ summary }: { summary: Record<string, unknown> }) {
  const t = useT(recordCardsMessages);
  const f = useFormat();
  const TITLE = t('commissionTransfers');
  const payments = parseTransferPayments(summary);
  return (
    <Card variant="outlined">
      <CardHeader title={TITLE} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {payments ? (
          <Table size="small" aria-label={TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payee')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
                <TableCell>{t('status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(
                [
                  [t('insurer'), payments.insurer],
                  [t('broker'), payments.broker],
                ] as const
              ).map(([payee, payment]) => (
                <TableRow key={payee}>
                  <TableCell component="th" scope="row">
                    {payee}
                  </TableCell>
                  <TableCell align="right">{f.money(payment.amount)}</TableCell>
                  <TableCell>
                    <Chip label={transferStatusLabel(payment.status, f.locale)} size="small" variant="outlined" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Alert severity="info">{t('transferUnreadable')}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
