import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReconciliationResponse } from '@bm/contracts';
import { formatCad, RECONCILIATION_PROBLEM_LABELS } from '@bm/domain';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useReconciliation } from '../api/accounting.ts';

const money = (amount: number | null) => (amount === null ? '—' : formatCad(amount));

function Totals({ data }: { data: ReconciliationResponse }) {
  const rows = [
    ['Card payments', data.payments],
    ['Card refunds', data.refunds],
  ] as const;
  return (
    <Table size="small" aria-label="Card totals" sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">Ours</TableCell>
          <TableCell align="right">Card processor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, side]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">
              {side.ours.count} · {formatCad(side.ours.amount)}
            </TableCell>
            <TableCell align="right">
              {side.processor.count} · {formatCad(side.processor.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A month's card payments and refunds against the card processor's records; mismatches by policy. */
export function ReconciliationCard({ period }: { period: string }) {
  const query = useReconciliation(period);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="reconciliation-heading">
      <Typography id="reconciliation-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Card reconciliation, {period}
      </Typography>
      {query.isError ? <ServerErrorAlert error={query.error} /> : null}
      {!query.data && !query.isError ? <Spinner label="Reconciling card payments" /> : null}
      {query.data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Against the {query.data.processor === 'simulated' ? 'built-in card processor' : 'Stripe'} records.
          </Typography>
          <Totals data={query.data} />
          {query.data.mismatches.length === 0 ? (
            <Alert severity="success">
              No mismatch: every card payment and refund agrees with the processor.
            </Alert>
          ) : (
            <Table size="small" aria-label="Mismatches">
              <TableHead>
                <TableRow>
                  <TableCell>Policy</TableCell>
                  <TableCell>Kind</TableCell>
                  <TableCell>Problem</TableCell>
                  <TableCell>Processor id</TableCell>
                  <TableCell align="right">Ours</TableCell>
                  <TableCell align="right">Processor</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.mismatches.map((m) => (
                  <TableRow key={`${m.kind}-${m.processorId}`}>
                    <TableCell>
                      {m.applicationId ? (
                        <Link component={RouterLink} to={`/crm/applications/${m.applicationId}`}>
                          {m.policyNumber ?? m.insuredName ?? 'Policy'}
                        </Link>
                      ) : (
                        'Unknown policy'
                      )}
                    </TableCell>
                    <TableCell>{m.kind === 'payment' ? 'Payment' : 'Refund'}</TableCell>
                    <TableCell>{RECONCILIATION_PROBLEM_LABELS[m.problem]}</TableCell>
                    <TableCell>{m.processorId}</TableCell>
                    <TableCell align="right">{money(m.ourAmount)}</TableCell>
                    <TableCell align="right">{money(m.processorAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      ) : null}
    </Paper>
  );
}
