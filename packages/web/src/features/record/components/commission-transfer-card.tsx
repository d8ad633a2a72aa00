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
import { formatCad } from '@bm/domain';
import { parseTransferPayments, transferStatusLabel } from '../lib/commission-transfer.ts';

const TITLE = 'Commission transfers';

/** The insurer's and the broker's payments out of a bound policy, with their status. */
export function CommissionTransferCard({ summary }: { summary: Record<string, unknown> }) {
  const payments = parseTransferPayments(summary);
  return (
    <Card variant="outlined">
      <CardHeader title={TITLE} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {payments ? (
          <Table size="small" aria-label={TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>Payee</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(
                [
                  ['Insurer', payments.insurer],
                  ['Broker', payments.broker],
                ] as const
              ).map(([payee, payment]) => (
                <TableRow key={payee}>
                  <TableCell component="th" scope="row">
                    {payee}
                  </TableCell>
                  <TableCell align="right">{formatCad(payment.amount)}</TableCell>
                  <TableCell>
                    <Chip label={transferStatusLabel(payment.status)} size="small" variant="outlined" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Alert severity="info">The transfer details are not in a form the CRM can show.</Alert>
        )}
      </CardContent>
    </Card>
  );
}
